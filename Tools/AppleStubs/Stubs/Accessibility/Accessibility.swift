import Foundation

// The Accessibility framework's Swift notifications and its attribute scope, as far
// as FieldKit uses them.

extension AttributeScopes {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (public struct, an AttributeScope, macOS 12 / iOS 15)
    public struct AccessibilityAttributes {
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
        // (@frozen, iOS 17 / macOS 14; an attributed-string key whose value is AnnouncementPriority)
        @available(iOS 17.0, macOS 14.0, *)
        public enum AnnouncementPriorityAttribute {
            // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
            public enum AnnouncementPriority: String, Codable {
                // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
                case low
                // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
                case `default`
                // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
                case high
            }
        }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension AttributeDynamicLookup {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (AccessibilityAttributes.accessibilitySpeechAnnouncementPriority, iOS 17 / macOS 14, which an
    // AttributedString reaches through AttributeDynamicLookup; AnnouncementPriority is not Sendable
    // in this SDK, so setting it needs a @preconcurrency import)
    public var accessibilitySpeechAnnouncementPriority:
        AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority
    { fatalError() }
}

// SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
// (iOS 17 / macOS 14)
@available(iOS 17.0, macOS 14.0, *)
public enum AccessibilityNotification {
    // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
    // (conforms to _AccessibilityNotifications, whose extension gives it post())
    public struct Announcement {
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
        public init(_ announcement: AttributedString) {}
        // SDK: itsnebulalol/sdks:iPhoneOS17.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (iPhoneOS17.0.sdk)
        // (the _AccessibilityNotifications extension's post(), nonisolated)
        public func post() {}
    }
}
