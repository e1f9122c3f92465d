import FieldKitTesting
import Testing

@testable import FieldKit

/// Who hears a coordinator's model writes: the app's own `writeModel`, the
/// form field it is bound to, and a `SimulatedField` recording them, each
/// in its own slot of `ModelWriteRoute`.
@MainActor
@Suite("Model write route")
struct ModelWriteRouteTests {
    private func form() -> FormModel<String> {
        FormModel([FieldModel("name"), FieldModel("pin", format: .digits(max: 4))])
    }

    /// What the app's own `writeModel` received.
    private final class AppWrites {
        var values: [String] = []
    }

    /// A field whose coordinator has an app writer of its own, bound to the
    /// form's field `"name"`.
    private func boundFieldWithAppWriter(in form: FormModel<String>) -> (SimulatedField, AppWrites) {
        let field = SimulatedField(name: "name")
        let app = AppWrites()
        field.coordinator.writeModel = { [app] in app.values.append($0) }
        form.bind(field.coordinator, to: "name")
        return (field, app)
    }

    @Test func aFormBindingKeepsTheAppsOwnWriter() throws {
        let form = form()
        let (field, app) = boundFieldWithAppWriter(in: form)
        try field.type("Al")
        #expect(app.values == ["A", "Al"])
        #expect(form["name"]!.value == "Al")
        #expect(field.modelWrites == ["A", "Al"])
    }

    @Test func aFieldMadeBeforeTheFormBindsKeepsRecording() throws {
        let form = form()
        let field = SimulatedField(name: "pin")
        form.bind(field.coordinator, to: "pin")
        try field.type("12a3")
        #expect(form["pin"]!.value == "123")
        #expect(field.modelWrites == ["1", "12", "123"])
        #expect(field.modelValue == "123")
        #expect(field.isInSync)
    }

    @Test func unbindingRemovesTheFormsRouteOnly() throws {
        let form = form()
        let (field, app) = boundFieldWithAppWriter(in: form)
        form.unbind(field.coordinator, from: "name")
        #expect(!field.coordinator.modelWriteRoute.hasFormRoute)
        try field.type("B")
        #expect(form["name"]!.value == "", "the unbound field is no longer written")
        #expect(app.values == ["B"])
        #expect(field.modelWrites == ["B"])
    }

    @Test func unbindingFromAnEarlierFormLeavesTheLaterFormsRoute() throws {
        let first = form()
        let second = form()
        let field = SimulatedField(name: "name")
        first.bind(field.coordinator, to: "name")
        second.bind(field.coordinator, to: "name")
        first.unbind(field.coordinator, from: "name")
        #expect(field.coordinator.modelWriteRoute.routesToForm(ObjectIdentifier(second["name"]!)))
        try field.type("C")
        #expect(second["name"]!.value == "C")
        #expect(first["name"]!.value == "")
    }

    @Test func unbindingFromAnEarlierFieldOfTheSameFormLeavesTheLaterOne() throws {
        let form = form()
        let field = SimulatedField(name: "field")
        form.bind(field.coordinator, to: "name")
        form.bind(field.coordinator, to: "pin")
        form.unbind(field.coordinator, from: "name")
        try field.type("7")
        #expect(form["pin"]!.value == "7")
        #expect(form["name"]!.value == "")
    }

    @Test func aWriteReachesTheRecorderThenTheFormThenTheApp() {
        var route = ModelWriteRoute()
        var heard: [String] = []
        route.route(.app) { heard.append("app " + $0) }
        let owner = ObjectIdentifier(Owner.self)
        route.route(.form(owner: owner)) { heard.append("form " + $0) }
        route.route(.recorder) { heard.append("recorder " + $0) }
        route.write("x")
        #expect(heard == ["recorder x", "form x", "app x"])
        route.route(.form(owner: ObjectIdentifier(Int.self)), to: nil)
        #expect(route.hasFormRoute, "another owner cannot remove the form's route")
        route.route(.form(owner: owner), to: nil)
        route.route(.app, to: nil)
        heard = []
        route.write("y")
        #expect(heard == ["recorder y"])
    }

    private enum Owner {}
}
