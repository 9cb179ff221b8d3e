#include "ui/procedures/movedialog.h"

#include "core/terrain/moveplanner.h"
#include "core/terrain/terrainmove.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

MoveDialog::MoveDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("moveDialog"));
    setWindowTitle(tr("Move"));
    if (battle)
        m_features = battle->features();
    addStep(tr("Where to"), buildOrderPage());
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("moveResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    addStep(tr("Result"), m_result);
    if (battle) {
        QList<UnitRecord> units;
        for (const UnitRecord &unit : battle->units()) {
            if (unit.castings > 0)
                units.append(unit);
        }
        // The side whose segment it is first, those not yet moved before.
        m_unit->setUnits(units, battle->likelyUnits().actors(units, LikelyUnits::Act::Move));
    }
    connect(m_unit, &UnitChooser::choiceChanged, this, &MoveDialog::unitChosen);
    connect(m_feature, &QComboBox::currentIndexChanged, this, &MoveDialog::featureChosen);
    connect(m_terrain, &QComboBox::currentIndexChanged, this, &MoveDialog::refreshPreview);
    for (QCheckBox *box : std::as_const(m_crossings))
        connect(box, &QCheckBox::toggled, this, &MoveDialog::refreshPreview);
    connect(m_road, &QCheckBox::toggled, this, &MoveDialog::refreshPreview);
    resize(640, 480);
    unitChosen();
    goToStep(OrderStep);
}

QString MoveDialog::terrainLabel(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Open:
        return tr("Open ground");
    case Terrain::Woods:
        return tr("Woods");
    case Terrain::Bua:
        return tr("Built-up area");
    case Terrain::Hill:
        return tr("Hill");
    case Terrain::WoodedHill:
        return tr("Wooded hill");
    case Terrain::Redoubt:
        return tr("Redoubt");
    }
    return QString();
}

QWidget *MoveDialog::buildOrderPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout;
    m_unit = new UnitChooser(page);
    m_unit->setObjectName(QStringLiteral("moveUnit"));
    m_unit->setNoneAllowed(true);
    m_unit->setPrompt(tr("Type the name of the unit that moves (or its brigade or side)."));
    m_unit->setListRows(5);
    m_unit->setEnterPassesOn(true);
    form->addRow(tr("&Unit:"), m_unit);
    m_terrain = new QComboBox(page);
    m_terrain->setObjectName(QStringLiteral("moveTerrain"));
    for (const QString &name : terrainNames())
        m_terrain->addItem(terrainLabel(*terrainFromName(name)), name);
    form->addRow(tr("&To:"), m_terrain);
    m_feature = new QComboBox(page);
    m_feature->setObjectName(QStringLiteral("moveFeature"));
    m_feature->addItem(tr("No feature"), 0);
    for (const FeatureRecord &feature : std::as_const(m_features))
        m_feature->addItem(feature.name, feature.id);
    form->addRow(tr("&Feature:"), m_feature);

    auto *crossings = new QHBoxLayout;
    const QList<std::pair<QString, QString>> labels
        = { { QStringLiteral("ltf"), tr("an &LTF") },
            { QStringLiteral("river"), tr("a ri&ver") },
            { QStringLiteral("ford"), tr("at a f&ord") },
            { QStringLiteral("bridge"), tr("at a &bridge") } };
    for (const auto &label : labels) {
        auto *box = new QCheckBox(label.second, page);
        box->setObjectName(QStringLiteral("moveAcross-") + label.first);
        crossings->addWidget(box);
        m_crossings.insert(label.first, box);
    }
    crossings->addStretch();
    form->addRow(tr("Across:"), crossings);
    m_road = new QCheckBox(tr("Along a &road"), page);
    m_road->setObjectName(QStringLiteral("moveRoad"));
    form->addRow(QString(), m_road);

    m_preview = new QLabel(page);
    m_preview->setObjectName(QStringLiteral("movePreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addStretch();
    return page;
}

void MoveDialog::setUnit(qint64 id)
{
    m_unit->chooseUnit(id);
    unitChosen();
    if (currentStep() == OrderStep)
        stepShown(OrderStep);
}

qint64 MoveDialog::unit() const
{
    return m_unit->unit();
}

std::optional<UnitRecord> MoveDialog::unitRecord() const
{
    if (!battle() || !unit())
        return std::nullopt;
    return battle()->unit(unit());
}

void MoveDialog::unitChosen()
{
    const std::optional<UnitRecord> record = unitRecord();
    if (record) {
        const QSignalBlocker terrainBlocker(m_terrain);
        const QSignalBlocker featureBlocker(m_feature);
        m_terrain->setCurrentIndex(m_terrain->findData(toName(record->terrain)));
        int feature = 0;
        for (const FeatureRecord &candidate : std::as_const(m_features)) {
            if (candidate.name == record->feature)
                feature = m_feature->findData(candidate.id);
        }
        m_feature->setCurrentIndex(feature);
    }
    refreshPreview();
}

void MoveDialog::featureChosen()
{
    const std::optional<FeatureRecord> feature = chosenFeature();
    if (feature) {
        if (const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature->kind)) {
            const QSignalBlocker blocker(m_terrain);
            m_terrain->setCurrentIndex(m_terrain->findData(toName(*terrain)));
        }
    }
    refreshPreview();
}

std::optional<FeatureRecord> MoveDialog::chosenFeature() const
{
    const qint64 id = m_feature->currentData().toLongLong();
    for (const FeatureRecord &feature : m_features) {
        if (feature.id == id)
            return feature;
    }
    return std::nullopt;
}

QList<UnitRecord> MoveDialog::occupants(const FeatureRecord &feature) const
{
    QList<UnitRecord> list;
    if (!battle())
        return list;
    for (const UnitRecord &unit : battle()->units()) {
        if (unit.feature == feature.name)
            list << unit;
    }
    return list;
}

MoveOrder MoveDialog::order() const
{
    MoveOrder order;
    order.unit = unit();
    order.to = terrainFromName(m_terrain->currentData().toString());
    const std::optional<FeatureRecord> feature = chosenFeature();
    if (feature)
        order.feature = feature->id;
    const std::optional<UnitRecord> record = unitRecord();
    order.leaveFeature = !feature && record && !record->feature.isEmpty();
    QStringList across;
    for (const QString &name : TerrainMove::crossingNames()) {
        if (m_crossings.value(name)->isChecked())
            across << name;
    }
    // What is not crossed, and no road, are left out of the order.
    if (!across.isEmpty())
        order.across = across;
    if (m_road->isChecked())
        order.road = true;
    return order;
}

MovePlan MoveDialog::plan() const
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record)
        return MovePlan();
    const std::optional<FeatureRecord> feature = chosenFeature();
    return MovePlanner::plan(order(), *record, feature,
                             feature ? occupants(*feature) : QList<UnitRecord>());
}

Order MoveDialog::action() const
{
    return Order(order());
}

void MoveDialog::refreshPreview()
{
    const MovePlan planned = plan();
    QString text;
    if (!unitRecord()) {
        text = tr("Choose the unit that moves.");
    } else if (planned.isRefused()) {
        text = tr("Not allowed: %1").arg(planned.refusal);
    } else {
        text = planned.terrain.halfMovement ? tr("Half movement this turn.")
                                            : tr("Full movement this turn.");
        for (const QString &note : planned.notes)
            text += QLatin1Char('\n') + note;
    }
    m_preview->setText(text);
    if (currentStep() == OrderStep)
        setPrimaryEnabled(unitRecord() && !planned.isRefused());
}

QString MoveDialog::previewText() const
{
    return m_preview->text();
}

QString MoveDialog::resultText() const
{
    return m_result->text();
}

void MoveDialog::stepShown(int step)
{
    if (step == OrderStep) {
        setPrimary(tr("&Move"));
        refreshPreview();
        // The keyboard in the unit's field, its name selected: a name typed
        // there replaces it; never "To", where a name would pick a terrain.
        m_unit->selectChosenName();
        m_unit->setFocus(Qt::OtherFocusReason);
        return;
    }
    // The unit as the battle now holds it, and the plan it was moved by.
    const MovePlan &plan = *m_applied;
    const UnitRecord unit
        = battle() ? battle()->unit(this->unit()).value_or(plan.change.after) : plan.change.after;
    QString where = terrainLabel(unit.terrain);
    if (!unit.feature.isEmpty())
        where += QStringLiteral(" (") + unit.feature + QLatin1Char(')');
    QString text = unit.name + QStringLiteral(": ") + where + QStringLiteral(". ")
        + (plan.terrain.halfMovement ? tr("Half movement.") : tr("Full movement."));
    for (const QString &note : plan.notes)
        text += QLatin1Char('\n') + note;
    m_result->setText(text);
    showClosingButtons();
}

void MoveDialog::advance(int step)
{
    if (step == OrderStep) {
        m_applied = plan();
        if (commit(action()))
            goToStep(ResultStep);
        return;
    }
    accept();
}

} // namespace Adc
