#include "ui/panels/referencepanel.h"

#include "core/aor/aorexposure.h"
#include "core/aor/aormovement.h"
#include "ui/panels/referenceform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <cmath>

namespace Adc {

namespace {

const QString kNotAllowedStyle = QStringLiteral("color: #b0241b;");
const QString kInputStyle = QStringLiteral("color: #9a6700;");

} // namespace

ReferencePanel::ReferencePanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->addTab(buildMovement(), tr("&Movement cost"));
    m_tabs->addTab(buildExposure(), tr("E&xposure to fire"));
    layout->addWidget(m_tabs);
    updateMovement();
    updateExposure();
}

QString ReferencePanel::wordLabel(const QString &word)
{
    return ReferenceForm::wordLabel(word);
}

QString ReferencePanel::costText(double cost)
{
    if (cost == std::floor(cost))
        return QString::number(cost, 'f', 0);
    return QString::number(cost, 'f', 2);
}

QString ReferencePanel::factorText(double factor)
{
    return QString::number(factor, 'f', 4);
}

QWidget *ReferencePanel::buildMovement()
{
    const AorMovement &table = AorMovement::standard();
    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);

    layout->addWidget(buildMovingUnit(form));

    auto *road = new QGroupBox(tr("Road"), form);
    auto *roadLayout = new QHBoxLayout(road);
    m_moveRoad = ReferenceForm::flag(tr("Along the &road"), QStringLiteral("move-road"), road);
    m_moveRoad->setToolTip(tr("Moving along the road from one road hex to another (march "
                              "column or disordered)."));
    m_moveRoadType
        = ReferenceForm::wordCombo(table.roadTypes(), QStringLiteral("move-road-type"), road);
    m_moveRoadType->setCurrentIndex(
        std::max<qsizetype>(0, table.roadTypes().indexOf(table.defaultRoadType())));
    roadLayout->addWidget(m_moveRoad);
    roadLayout->addWidget(new QLabel(tr("Type:"), road));
    roadLayout->addWidget(m_moveRoadType);
    roadLayout->addStretch(1);
    layout->addWidget(road);

    QGroupBox *hex = ReferenceForm::checkGrid(tr("The hex entered"), table.hexWords(),
                                              QStringLiteral("move-hex-"), 2, &m_moveHex, form);
    m_moveElevation
        = ReferenceForm::flag(tr("Change in elevation"), QStringLiteral("move-elevation"), hex);
    static_cast<QGridLayout *>(hex->layout())
        ->addWidget(m_moveElevation, (table.hexWords().size() + 1) / 2, 0, 1, 2);
    layout->addWidget(hex);
    layout->addWidget(ReferenceForm::checkGrid(tr("Conditions"), table.conditions(),
                                               QStringLiteral("move-condition-"), 2,
                                               &m_moveConditions, form));
    layout->addStretch(1);

    m_moveAnswer = ReferenceForm::answerLabel(QStringLiteral("move-answer"), this);
    m_moveDetails = ReferenceForm::detailsLabel(QStringLiteral("move-details"), this);

    connect(m_moveFormation, &QComboBox::currentIndexChanged, this,
            &ReferencePanel::updateMovement);
    connect(m_moveRoadType, &QComboBox::currentIndexChanged, this, &ReferencePanel::updateMovement);
    connect(m_moveAllowance, &QDoubleSpinBox::valueChanged, this, &ReferencePanel::updateMovement);
    QList<QCheckBox *> boxes = { m_moveMounted,    m_moveHeavy, m_moveCrewed,
                                 m_moveUnlimbered, m_moveNaval, m_moveSmallVessel };
    boxes << m_moveRoad << m_moveElevation << m_moveHex.values() << m_moveConditions.values();
    for (QCheckBox *box : std::as_const(boxes))
        connect(box, &QCheckBox::toggled, this, &ReferencePanel::updateMovement);
    return ReferenceForm::page(m_moveAnswer, m_moveDetails, form, this);
}

QGroupBox *ReferencePanel::buildMovingUnit(QWidget *form)
{
    const AorMovement &table = AorMovement::standard();
    auto *unit = new QGroupBox(tr("Unit"), form);
    auto *unitForm = new QFormLayout(unit);
    m_moveFormation
        = ReferenceForm::wordCombo(table.formations(), QStringLiteral("move-formation"), unit);
    unitForm->addRow(tr("F&ormation:"), m_moveFormation);
    auto *allowanceRow = new QHBoxLayout;
    m_moveAllowance = new QDoubleSpinBox(unit);
    m_moveAllowance->setObjectName(QStringLiteral("move-allowance"));
    m_moveAllowance->setRange(0, 99);
    m_moveAllowance->setDecimals(1);
    m_moveAllowance->setSpecialValueText(tr("not given"));
    m_moveAllowance->setToolTip(tr("The unit's full movement allowance; needed only where a cost "
                                   "is a fraction of it (a mounted unit over a fence, wall or "
                                   "trench)."));
    allowanceRow->addWidget(m_moveAllowance);
    allowanceRow->addWidget(new QLabel(tr("MP"), unit));
    allowanceRow->addStretch(1);
    auto *allowanceLabel = new QLabel(tr("Movement &allowance:"), unit);
    allowanceLabel->setBuddy(m_moveAllowance);
    unitForm->addRow(allowanceLabel, allowanceRow);
    auto *flags = new QGridLayout;
    m_moveMounted = ReferenceForm::flag(tr("Mounted"), QStringLiteral("move-mounted"), unit);
    m_moveHeavy
        = ReferenceForm::flag(tr("Heavy equipment"), QStringLiteral("move-heavy-equipment"), unit);
    m_moveCrewed
        = ReferenceForm::flag(tr("Crewed weapons"), QStringLiteral("move-crewed-weapons"), unit);
    m_moveUnlimbered = ReferenceForm::flag(tr("Unlimbered artillery"),
                                           QStringLiteral("move-unlimbered-artillery"), unit);
    m_moveUnlimbered->setToolTip(tr("Artillery pushed (moved while unlimbered)"));
    m_moveNaval = ReferenceForm::flag(tr("Naval unit"), QStringLiteral("move-naval"), unit);
    m_moveSmallVessel
        = ReferenceForm::flag(tr("Small vessel"), QStringLiteral("move-small-vessel"), unit);
    const QList<QCheckBox *> unitFlags = { m_moveMounted,    m_moveHeavy, m_moveCrewed,
                                           m_moveUnlimbered, m_moveNaval, m_moveSmallVessel };
    for (int i = 0; i < unitFlags.size(); ++i)
        flags->addWidget(unitFlags.at(i), i / 2, i % 2);
    unitForm->addRow(flags);
    return unit;
}

QWidget *ReferencePanel::buildExposure()
{
    const AorExposure &table = AorExposure::standard();
    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);

    auto *target = new QGroupBox(tr("Target and fire"), form);
    auto *targetForm = new QFormLayout(target);
    m_exposureFormation = ReferenceForm::wordCombo(table.formations(),
                                                   QStringLiteral("exposure-formation"), target);
    m_exposureFormation->setCurrentIndex(
        std::max<qsizetype>(0, table.formations().indexOf(QStringLiteral("line"))));
    targetForm->addRow(tr("F&ormation:"), m_exposureFormation);
    m_exposureFire
        = ReferenceForm::wordCombo(table.fireTypes(), QStringLiteral("exposure-fire"), target);
    targetForm->addRow(tr("F&ire:"), m_exposureFire);
    m_exposureArc = ReferenceForm::wordCombo(table.arcs(), QStringLiteral("exposure-arc"), target);
    m_exposureArc->setToolTip(tr("The target's arc the fire comes through."));
    targetForm->addRow(tr("&Arc:"), m_exposureArc);
    m_exposureTroops = new QSpinBox(target);
    m_exposureTroops->setObjectName(QStringLiteral("exposure-troops"));
    m_exposureTroops->setRange(0, 100000);
    m_exposureTroops->setSingleStep(50);
    m_exposureTroops->setSpecialValueText(tr("not said"));
    m_exposureTroops->setValue(450);
    targetForm->addRow(tr("&Troops:"), m_exposureTroops);
    m_exposureScale = new QComboBox(target);
    m_exposureScale->setObjectName(QStringLiteral("exposure-scale"));
    m_exposureScale->addItem(tr("not said"), 0);
    for (int scale : table.scales())
        m_exposureScale->addItem(tr("%1 yards a hex").arg(scale), scale);
    m_exposureScale->setCurrentIndex(m_exposureScale->count() > 1 ? 1 : 0);
    m_exposureScale->setToolTip(tr("A line is small with no more than 500 troops at 100 yards a "
                                   "hex, 1000 at 200, 2000 at 400."));
    targetForm->addRow(tr("S&cale:"), m_exposureScale);
    m_exposureSkirmish = new QDoubleSpinBox(target);
    m_exposureSkirmish->setObjectName(QStringLiteral("exposure-skirmish"));
    m_exposureSkirmish->setRange(0, 1);
    m_exposureSkirmish->setSingleStep(0.05);
    m_exposureSkirmish->setDecimals(2);
    m_exposureSkirmish->setSpecialValueText(tr("none deployed"));
    m_exposureSkirmish->setToolTip(tr("The share of the unit deployed as skirmishers: 1.00 is "
                                      "the whole unit."));
    targetForm->addRow(tr("S&kirmishers:"), m_exposureSkirmish);
    auto *flags = new QHBoxLayout;
    m_exposureMounted
        = ReferenceForm::flag(tr("Mounted"), QStringLiteral("exposure-mounted"), target);
    m_exposureHigher = ReferenceForm::flag(tr("Higher than the firer"),
                                           QStringLiteral("exposure-higher"), target);
    flags->addWidget(m_exposureMounted);
    flags->addWidget(m_exposureHigher);
    flags->addStretch(1);
    targetForm->addRow(flags);
    layout->addWidget(target);
    layout->addWidget(ReferenceForm::checkGrid(tr("The target's hex"), table.hexWords(),
                                               QStringLiteral("exposure-hex-"), 2, &m_exposureHex,
                                               form));
    layout->addStretch(1);

    m_exposureAnswer = ReferenceForm::answerLabel(QStringLiteral("exposure-answer"), this);
    m_exposureDetails = ReferenceForm::detailsLabel(QStringLiteral("exposure-details"), this);

    for (QComboBox *combo : { m_exposureFormation, m_exposureFire, m_exposureArc, m_exposureScale })
        connect(combo, &QComboBox::currentIndexChanged, this, &ReferencePanel::updateExposure);
    connect(m_exposureTroops, &QSpinBox::valueChanged, this, &ReferencePanel::updateExposure);
    connect(m_exposureSkirmish, &QDoubleSpinBox::valueChanged, this,
            &ReferencePanel::updateExposure);
    QList<QCheckBox *> boxes = m_exposureHex.values();
    boxes << m_exposureMounted << m_exposureHigher;
    for (QCheckBox *box : std::as_const(boxes))
        connect(box, &QCheckBox::toggled, this, &ReferencePanel::updateExposure);
    return ReferenceForm::page(m_exposureAnswer, m_exposureDetails, form, this);
}

AorMoveRequest ReferencePanel::moveRequest() const
{
    AorMoveRequest request;
    request.formation = m_moveFormation->currentData().toString();
    request.road = m_moveRoad->isChecked();
    request.roadType = m_moveRoadType->currentData().toString();
    for (const QString &word : AorMovement::standard().hexWords()) {
        if (m_moveHex.value(word)->isChecked())
            request.hex << word;
    }
    for (const QString &word : AorMovement::standard().conditions()) {
        if (m_moveConditions.value(word)->isChecked())
            request.conditions << word;
    }
    request.elevationChange = m_moveElevation->isChecked();
    request.mounted = m_moveMounted->isChecked();
    request.heavyEquipment = m_moveHeavy->isChecked();
    request.crewedWeapons = m_moveCrewed->isChecked();
    request.unlimberedArtillery = m_moveUnlimbered->isChecked();
    request.naval = m_moveNaval->isChecked();
    request.smallVessel = m_moveSmallVessel->isChecked();
    if (m_moveAllowance->value() > 0)
        request.movementAllowance = m_moveAllowance->value();
    return request;
}

AorExposureRequest ReferencePanel::exposureRequest() const
{
    AorExposureRequest request;
    request.formation = m_exposureFormation->currentData().toString();
    request.fire = m_exposureFire->currentData().toString();
    request.arc = m_exposureArc->currentData().toString();
    if (m_exposureTroops->value() > 0)
        request.troops = m_exposureTroops->value();
    if (m_exposureScale->currentData().toInt() > 0)
        request.scaleYards = m_exposureScale->currentData().toInt();
    for (const QString &word : AorExposure::standard().hexWords()) {
        if (m_exposureHex.value(word)->isChecked())
            request.hex << word;
    }
    request.skirmishFraction = m_exposureSkirmish->value();
    request.mounted = m_exposureMounted->isChecked();
    request.higher = m_exposureHigher->isChecked();
    return request;
}

void ReferencePanel::updateMovement()
{
    // A naval unit reads the naval table alone.
    const bool naval = m_moveNaval->isChecked();
    m_moveFormation->setEnabled(!naval);
    m_moveRoad->setEnabled(!naval);
    m_moveRoadType->setEnabled(!naval && m_moveRoad->isChecked());
    m_moveSmallVessel->setEnabled(naval);

    m_moveResult = AorMovement::standard().move(moveRequest());
    const AorMoveResult &result = m_moveResult;
    if (!result.inputError.isEmpty()) {
        m_moveAnswer->setStyleSheet(kInputStyle);
        m_moveAnswer->setText(tr("More needed"));
        m_moveDetails->setText(result.inputError.toHtmlEscaped());
        return;
    }
    if (!result.allowed) {
        m_moveAnswer->setStyleSheet(kNotAllowedStyle);
        m_moveAnswer->setText(tr("Not allowed"));
        m_moveDetails->setText(
            QStringLiteral("<p>%1</p><p style=\"color:gray\">%2</p>")
                .arg(result.reason.toHtmlEscaped(), tr("table line: %1").arg(result.reasonId)));
        return;
    }
    m_moveAnswer->setStyleSheet(QString());
    m_moveAnswer->setText(
        tr("Cost %1 MP%2").arg(costText(result.cost), result.road ? tr(" (road)") : QString()));
    QString table
        = ReferenceForm::row(tr("%1 (%2)").arg(wordLabel(result.baseId),
                                               result.road ? tr("road movement") : tr("base cost")),
                             costText(result.base));
    for (const AorModifier &modifier : result.modifiers) {
        table += ReferenceForm::row(wordLabel(modifier.id),
                                    (modifier.value >= 0 ? QStringLiteral("+") : QString())
                                        + costText(modifier.value));
    }
    table += ReferenceForm::row(tr("Total"), costText(result.cost));
    m_moveDetails->setText(QStringLiteral("<table cellspacing=\"2\">%1</table>%2")
                               .arg(table, ReferenceForm::notesHtml(result.notes)));
}

void ReferencePanel::updateExposure()
{
    m_exposureResult = AorExposure::standard().exposure(exposureRequest());
    const AorExposureResult &result = m_exposureResult;
    if (!result.inputError.isEmpty()) {
        m_exposureAnswer->setStyleSheet(kInputStyle);
        m_exposureAnswer->setText(tr("More needed"));
        m_exposureDetails->setText(result.inputError.toHtmlEscaped());
        return;
    }
    if (!result.allowed) {
        m_exposureAnswer->setStyleSheet(kNotAllowedStyle);
        m_exposureAnswer->setText(tr("No factor"));
        m_exposureDetails->setText(
            QStringLiteral("<p>%1</p><p style=\"color:gray\">%2</p>")
                .arg(result.reason.toHtmlEscaped(), tr("table line: %1").arg(result.reasonId)));
        return;
    }
    m_exposureAnswer->setStyleSheet(QString());
    m_exposureAnswer->setText(tr("Factor %1").arg(factorText(result.factor)));
    QString table;
    for (const AorModifier &line : result.factors) {
        // Two decimals as the seed prints them, more where a formula gives more.
        const double hundredths = line.value * 100.0;
        const QString value = std::abs(hundredths - std::round(hundredths)) < 1e-9
            ? QString::number(line.value, 'f', 2)
            : QString::number(line.value, 'g', 4);
        table += ReferenceForm::row(wordLabel(line.id), QStringLiteral("\u00d7 %1").arg(value));
    }
    table += ReferenceForm::row(tr("Product"), factorText(result.factor));
    QStringList notes = result.notes;
    if (!result.size.isEmpty() && notes.isEmpty())
        notes << tr("%1 unit").arg(result.size);
    m_exposureDetails->setText(
        QStringLiteral("<p>%1</p><table cellspacing=\"2\">%2</table>%3")
            .arg(tr("%1% of the raw expected casualties")
                     .arg(QLocale().toString(std::round(result.factor * 100.0), 'f', 0)),
                 table, ReferenceForm::notesHtml(notes)));
}

} // namespace Adc
