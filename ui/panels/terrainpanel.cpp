#include "ui/panels/terrainpanel.h"
#include "ui/panels/failurewords.h"

#include "core/common/vocabularytext.h"
#include "core/model/featurerecord.h"
#include "core/orders/order.h"
#include "core/terrain/terrainrules.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"
#include "ui/panels/featuredetails.h"
#include "ui/panels/featuretree.h"
#include "ui/panels/messagestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Adc {

TerrainPanel::TerrainPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);

    m_tree = new FeatureTree(this);
    m_tree->setObjectName(QStringLiteral("features"));
    layout->addWidget(m_tree, 2);

    m_details = new FeatureDetails(this);
    m_details->setObjectName(QStringLiteral("details"));
    layout->addWidget(m_details, 1);

    layout->addWidget(createOccupyBox());
    layout->addWidget(createNewFeatureBox());

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, &TerrainPanel::kindChanged);
    connect(m_addButton, &QPushButton::clicked, this, &TerrainPanel::addFeature);
    connect(m_nameEdit, &QLineEdit::returnPressed, this, &TerrainPanel::addFeature);
    connect(m_removeButton, &QPushButton::clicked, this, &TerrainPanel::removeFeature);
    connect(m_placeButton, &QPushButton::clicked, this, &TerrainPanel::placeUnit);
    connect(m_takeOutButton, &QPushButton::clicked, this, &TerrainPanel::takeOut);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &TerrainPanel::treeSelectionChanged);
    connect(m_unitChooser, &UnitChooser::choiceChanged, this, &TerrainPanel::refreshDetails);

    kindChanged();
    refresh();
}

QGroupBox *TerrainPanel::createOccupyBox()
{
    // Who stands in the selected feature.
    auto *placing = new QGroupBox(tr("Occupy"), this);
    auto *placingLayout = new QVBoxLayout(placing);
    m_unitChooser = new UnitChooser(placing);
    m_unitChooser->setObjectName(QStringLiteral("unit"));
    m_unitChooser->setDetailsBelow(true);
    m_unitChooser->setListRows(4);
    auto *unitLabel = new QLabel(tr("&Unit:"), placing);
    unitLabel->setBuddy(m_unitChooser);
    placingLayout->addWidget(unitLabel);
    placingLayout->addWidget(m_unitChooser);
    auto *placeRow = new QHBoxLayout;
    m_placeButton = new QPushButton(tr("P&lace in feature"), placing);
    m_placeButton->setObjectName(QStringLiteral("place"));
    m_placeButton->setToolTip(tr("Put the unit in the selected feature"));
    m_takeOutButton = new QPushButton(tr("&Take out"), placing);
    m_takeOutButton->setObjectName(QStringLiteral("takeOut"));
    m_takeOutButton->setToolTip(tr("Take the unit out of its feature, into the open"));
    m_removeButton = new QPushButton(tr("Re&move feature"), placing);
    m_removeButton->setObjectName(QStringLiteral("removeFeature"));
    placeRow->addWidget(m_placeButton);
    placeRow->addWidget(m_takeOutButton);
    placeRow->addStretch(1);
    placeRow->addWidget(m_removeButton);
    placingLayout->addLayout(placeRow);
    return placing;
}

QGroupBox *TerrainPanel::createNewFeatureBox()
{
    // A new feature.
    auto *adding = new QGroupBox(tr("New feature"), this);
    auto *form = new QFormLayout(adding);
    m_nameEdit = new QLineEdit(adding);
    m_nameEdit->setObjectName(QStringLiteral("featureName"));
    m_nameEdit->setPlaceholderText(tr("e.g. Hougoumont"));
    form->addRow(tr("&Name:"), m_nameEdit);
    m_kindCombo = new QComboBox(adding);
    m_kindCombo->setObjectName(QStringLiteral("featureKind"));
    for (const QString &kind : FeatureRecord::kindNames())
        m_kindCombo->addItem(FeatureDetails::kindLabel(kind), kind);
    form->addRow(tr("&Kind:"), m_kindCombo);
    auto *row = new QHBoxLayout;
    m_coverCombo = new QComboBox(adding);
    m_coverCombo->setObjectName(QStringLiteral("featureCover"));
    for (const QString &cover : FeatureRecord::coverNames())
        m_coverCombo->addItem(cover, cover);
    m_coverCombo->setToolTip(tr("The cover it gives a target: the scenario decides."));
    m_capacitySpin = new QSpinBox(adding);
    m_capacitySpin->setObjectName(QStringLiteral("featureCapacity"));
    m_capacitySpin->setRange(0, 99);
    m_capacitySpin->setSpecialValueText(tr("no limit"));
    m_capacitySpin->setSuffix(tr(" unit(s)"));
    auto *coverLabel = new QLabel(tr("&Cover:"), adding);
    coverLabel->setBuddy(m_coverCombo);
    auto *capacityLabel = new QLabel(tr("Hol&ds:"), adding);
    capacityLabel->setBuddy(m_capacitySpin);
    row->addWidget(m_coverCombo);
    row->addSpacing(12);
    row->addWidget(capacityLabel);
    row->addWidget(m_capacitySpin);
    row->addStretch(1);
    form->addRow(coverLabel, row);
    m_addButton = new QPushButton(tr("&Add feature"), adding);
    m_addButton->setObjectName(QStringLiteral("addFeature"));
    form->addRow(QString(), m_addButton);
    return adding;
}

void TerrainPanel::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    if (m_battle) {
        // Every change, undo and redo included, is a log entry.
        connect(m_battle, &Battle::logAppended, this, &TerrainPanel::refresh);
    }
    showMessage(QString(), false);
    refresh();
}

MoraleEffect TerrainPanel::moraleIn(const QString &kind, Arm arm, const Rulings &rulings)
{
    const std::optional<Terrain> terrain = FeatureRecord::terrainOf(kind);
    const bool ltf = kind == QLatin1String("ltf") || kind == QLatin1String("redoubt");
    const bool hill = kind == QLatin1String("hill") || kind == QLatin1String("wooded-hill")
        || kind == QLatin1String("redoubt");
    return TerrainRules::standard().moraleModifier(arm, terrain.value_or(Terrain::Open), ltf, hill,
                                                   rulings);
}

QString TerrainPanel::modifierText(int modifier)
{
    return modifier > 0 ? QStringLiteral("+%1").arg(modifier) : QString::number(modifier);
}

void TerrainPanel::kindChanged()
{
    const std::optional<int> capacity
        = FeatureRecord::defaultCapacity(m_kindCombo->currentData().toString());
    m_capacitySpin->setValue(capacity.value_or(0));
}

QString TerrainPanel::selectedFeature() const
{
    return m_tree->selectedFeature();
}

qint64 TerrainPanel::selectedOccupant() const
{
    return m_tree->selectedOccupant();
}

qint64 TerrainPanel::chosenUnit() const
{
    return m_unitChooser->unit();
}

void TerrainPanel::refresh()
{
    const QString feature = selectedFeature();
    const qint64 occupant = selectedOccupant();
    m_tree->clear();
    const QSignalBlocker blocker(m_unitChooser);
    const bool open = m_battle != nullptr;
    const bool writable = open && !m_battle->isReadOnly();
    const QList<QWidget *> editors
        = { m_addButton,   m_nameEdit,    m_kindCombo,     m_coverCombo,  m_capacitySpin,
            m_unitChooser, m_placeButton, m_takeOutButton, m_removeButton };
    for (QWidget *widget : editors)
        widget->setEnabled(writable);
    if (!open) {
        m_details->setText(tr("Open a battle to see its terrain features."));
        return;
    }

    const QList<UnitRecord> units = m_battle->units();
    m_tree->showFeatures(m_battle->features(), units, m_battle->rulings());
    // The unit chosen stays while the battle has it.
    QList<UnitChoiceModel::Choice> choices;
    for (const UnitRecord &record : units) {
        const QString where
            = record.feature.isEmpty() ? VocabularyText::text(record.terrain) : record.feature;
        // The name is user text: joined, never passed through arg().
        choices.append(UnitChoiceModel::unitChoice(
            record,
            record.name + tr(" (%1, %2): in ").arg(VocabularyText::text(record.arm), record.side)
                + where));
    }
    m_unitChooser->setChoices(choices);
    m_tree->select(feature, occupant);
    refreshDetails();
}

void TerrainPanel::treeSelectionChanged()
{
    const qint64 occupant = selectedOccupant();
    if (occupant) {
        m_unitChooser->chooseUnit(occupant);
    }
    refreshDetails();
}

void TerrainPanel::refreshDetails()
{
    if (!m_battle)
        return;
    const QString name = selectedFeature();
    std::optional<FeatureRecord> feature;
    for (const FeatureRecord &record : m_battle->features()) {
        if (record.name == name)
            feature = record;
    }
    m_removeButton->setEnabled(feature.has_value() && !m_battle->isReadOnly());
    m_placeButton->setEnabled(feature.has_value() && chosenUnit() > 0 && !m_battle->isReadOnly());
    m_takeOutButton->setEnabled((selectedOccupant() > 0 || chosenUnit() > 0)
                                && !m_battle->isReadOnly());
    if (!feature) {
        m_details->setText(m_battle->features().isEmpty()
                               ? tr("No terrain features yet: add one below (a wood, a BUA, a "
                                    "hill, a redoubt or an LTF).")
                               : tr("Select a feature to see who may stand in it and the "
                                    "morale its occupants get."));
        return;
    }
    // Whose morale is told: the selected occupant, else every occupant, else
    // the unit about to be placed, else an infantry unit.
    QList<std::optional<UnitRecord>> told;
    if (selectedOccupant()) {
        told << m_battle->unit(selectedOccupant());
    } else {
        for (const UnitRecord &unit : m_battle->units()) {
            if (unit.feature == feature->name)
                told << unit;
        }
        if (told.isEmpty())
            told << (chosenUnit() > 0 ? m_battle->unit(chosenUnit()) : std::nullopt);
    }
    m_details->showFeature(*feature, told, m_battle->rulings());
}

bool TerrainPanel::apply(const Order &order)
{
    if (!m_battle)
        return false;
    const ActionOutcome outcome = m_battle->apply(order);
    if (outcome.ok()) {
        showMessage(outcome->summary.isEmpty() ? tr("Done.") : outcome->summary + QLatin1Char('.'),
                    false);
        return true;
    }
    showMessage(FailureWords::line(outcome.failure()), true);
    return false;
}

void TerrainPanel::showMessage(const QString &text, bool error)
{
    m_message->setStyleSheet(error ? MessageStyle::error() : MessageStyle::done());
    m_message->setText(text);
}

void TerrainPanel::addFeature()
{
    const QString name = m_nameEdit->text().trimmed();
    if (name.isEmpty()) {
        showMessage(tr("A feature needs a name, e.g. Hougoumont."), true);
        m_nameEdit->setFocus();
        return;
    }
    AddFeatureOrder order;
    order.name = name;
    order.kind = m_kindCombo->currentData().toString();
    order.cover = m_coverCombo->currentData().toString();
    // 0 on the spin box: no limit.
    if (m_capacitySpin->value() > 0)
        order.capacity = m_capacitySpin->value();
    else
        order.unlimited = true;
    if (apply(order)) {
        m_nameEdit->clear();
        m_tree->select(name, 0);
    }
}

void TerrainPanel::removeFeature()
{
    const QString name = selectedFeature();
    if (name.isEmpty()) {
        showMessage(tr("Select the feature to remove."), true);
        return;
    }
    apply(RemoveFeatureOrder { name });
}

void TerrainPanel::placeUnit()
{
    const QString name = selectedFeature();
    const qint64 unit = chosenUnit();
    if (name.isEmpty() || unit <= 0) {
        showMessage(tr("Select a feature and choose the unit to place in it."), true);
        return;
    }
    apply(PlaceOrder { unit, name, std::nullopt });
}

void TerrainPanel::takeOut()
{
    const qint64 unit = selectedOccupant() ? selectedOccupant() : chosenUnit();
    if (unit <= 0) {
        showMessage(tr("Choose the unit to take out."), true);
        return;
    }
    const std::optional<UnitRecord> record = m_battle ? m_battle->unit(unit) : std::nullopt;
    if (record && record->feature.isEmpty()) {
        showMessage(tr("%1 is in no feature.").arg(record->name), true);
        return;
    }
    apply(PlaceOrder { unit, QString(), std::nullopt });
}

} // namespace Adc
