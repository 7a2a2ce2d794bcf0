import Foundation
import Tessera

/// A Settings-like `UITableViewController` in the `.insetGrouped` style: `.value1` cells with
/// the setting on the trailing side and a disclosure indicator, an info button
/// (`.detailButton`, `accessoryButtonTappedForRowWith`) that shows an alert, a `UISwitch` as a
/// row's `accessoryView`, a brightness `UISlider` and a `UIStepper` in their rows, a checkmark
/// list for the text size, section titles above and footers under. The edit button puts the
/// Favourites section in edit mode: delete with the red control, add with the green one,
/// drag the handles to reorder.
public final class SettingsTableViewController: UITableViewController {
    private enum Section: Int, CaseIterable { case connections, brightness, display, favourites }
    private var textSizes = ["Small", "Medium", "Large"]
    private var chosenSize = 1
    private var favourites = ["Mail", "Maps", "Photos"]
    private let values = ["Wi-Fi": "Home", "Bluetooth": "", "Mobile Data": ""]
    /// The settings the controls change.
    public private(set) var bluetooth = true
    public private(set) var brightness: Float = 0.6
    public private(set) var lineSpacing = 2.0
    private lazy var bluetoothSwitch: UISwitch = {
        let toggle = UISwitch()
        toggle.isOn = bluetooth
        toggle.addAction(UIAction { [unowned self, unowned toggle] _ in self.bluetooth = toggle.isOn }, for: .valueChanged)
        return toggle
    }()
    private lazy var brightnessSlider: UISlider = {
        let slider = UISlider()
        slider.value = brightness
        slider.addAction(UIAction { [unowned self, unowned slider] _ in self.brightness = slider.value }, for: .valueChanged)
        return slider
    }()
    private lazy var spacingStepper: UIStepper = {
        let stepper = UIStepper()
        stepper.minimumValue = 0
        stepper.maximumValue = 8
        stepper.value = lineSpacing
        stepper.addAction(UIAction { [unowned self, unowned stepper] _ in
            self.lineSpacing = stepper.value
            self.tableView.reconfigureRows(at: [IndexPath(row: 1, section: Section.brightness.rawValue)])
        }, for: .valueChanged)
        return stepper
    }()

    public init() { super.init(style: .insetGrouped) }
    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.identifier)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .connections: return values.count
        case .brightness: return 2
        case .display: return textSizes.count
        case .favourites: return favourites.count + (isEditing ? 1 : 0)
        }
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["Connections", "Display", "Text Size", "Favourites"][section]
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .connections: return "Wi-Fi and Bluetooth stay on in Control Centre."
        case .brightness: return nil
        case .display: return "Apps that support Dynamic Type follow this size."
        case .favourites: return nil
        }
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.identifier, for: indexPath)
        cell.accessoryType = .none
        cell.accessoryView = nil
        cell.detailTextLabel?.text = nil
        cell.selectionStyle = .default
        switch Section(rawValue: indexPath.section)! {
        case .connections:
            let title = ["Wi-Fi", "Bluetooth", "Mobile Data"][indexPath.row]
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = values[title]
            cell.accessoryType = indexPath.row == 2 ? .disclosureIndicator : .detailButton
            if title == "Bluetooth" {
                cell.accessoryView = bluetoothSwitch
                cell.selectionStyle = .none
            }
        case .brightness:
            cell.selectionStyle = .none
            if indexPath.row == 0 {
                cell.textLabel?.text = "Brightness"
                brightnessSlider.frame.size = CGSize(width: 180, height: 34)
                cell.accessoryView = brightnessSlider
            } else {
                cell.textLabel?.text = "Line Spacing: \(Int(lineSpacing))"
                cell.accessoryView = spacingStepper
            }
        case .display:
            cell.textLabel?.text = textSizes[indexPath.row]
            cell.accessoryType = indexPath.row == chosenSize ? .checkmark : .none
        case .favourites:
            cell.textLabel?.text = indexPath.row < favourites.count ? favourites[indexPath.row] : "Add Favourite"
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == Section.display.rawValue, indexPath.row != chosenSize else { return }
        let old = IndexPath(row: chosenSize, section: indexPath.section)
        chosenSize = indexPath.row
        tableView.reloadRows(at: [old, indexPath], with: .none)
    }

    public override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let title = ["Wi-Fi", "Bluetooth", "Mobile Data"][indexPath.row]
        let alert = UIAlertController(title: title, message: "Connected to \(values[title] ?? "nothing").", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: Editing the favourites

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        let add = IndexPath(row: favourites.count, section: Section.favourites.rawValue)
        if editing { tableView.insertRows(at: [add], with: .fade) } else { tableView.deleteRows(at: [add], with: .fade) }
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.favourites.rawValue
    }

    public override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard indexPath.section == Section.favourites.rawValue else { return .none }
        return indexPath.row < favourites.count ? .delete : .insert
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            favourites.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            favourites.append(["Music", "Notes", "Weather", "Clock"][favourites.count % 4])
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.favourites.rawValue && indexPath.row < favourites.count
    }

    /// A favourite stays among the favourites, above the Add row.
    public override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        let section = Section.favourites.rawValue
        guard proposedDestinationIndexPath.section == section else { return sourceIndexPath }
        return IndexPath(row: min(proposedDestinationIndexPath.row, favourites.count - 1), section: section)
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        favourites.insert(favourites.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A settings row: the `.value1` style.
final class SettingCell: UITableViewCell {
    static let identifier = "Setting"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("made in code") }
}
