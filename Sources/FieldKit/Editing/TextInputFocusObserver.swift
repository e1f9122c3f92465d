/// Hears when a ``TextInputCoordinator``'s widget takes and loses focus, apart
/// from the app's own callbacks.
///
/// A focus chain observes each attached field's coordinator through this
/// protocol, so the chain follows the user moving focus (rule 5 of
/// <doc:DesignRules>: focus is state) while ``TextInputCoordinator/onBeginEditing`` and
/// ``TextInputCoordinator/onEndEditing`` stay free for the app. The coordinator
/// holds its observer weakly and tells it before the app's callbacks run, so
/// the app sees the chain already up to date.
@MainActor
package protocol TextInputFocusObserver: AnyObject {
    /// The coordinator's widget took focus and editing began.
    func textInputDidBeginEditing(_ coordinator: TextInputCoordinator)
    /// The coordinator's widget lost focus; `reason` says why.
    func textInputDidEndEditing(_ coordinator: TextInputCoordinator, reason: EndEditingReason)
    /// The coordinator's ``TextInputCoordinator/isEnabled`` changed.
    func textInputDidChangeEnabled(_ coordinator: TextInputCoordinator)
}
