#include "procedures/disciplinedialog.h"

#include "battle/battle.h"
#include "dice/dicesentry.h"
#include "procedures/firedialog.h"
#include "discipline/firedisciplinechart.h"
#include "dice/oddschart.h"
#include "fire/smoke.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

const QList<DisciplineTrigger> &triggers()
{
    static const QList<DisciplineTrigger> list { DisciplineTrigger::MovingForward,
                                                 DisciplineTrigger::TakingFire,
                                                 DisciplineTrigger::ActingInFirefight };
    return list;
}

QString situationTitle(DisciplineSituation situation)
{
    switch (situation) {
    case DisciplineSituation::Normal:
        return DisciplineDialog::tr("NORMAL");
    case DisciplineSituation::InSmoke:
        return DisciplineDialog::tr("IN SMOKE");
    case DisciplineSituation::Firefight:
        return DisciplineDialog::tr("FIREFIGHT");
    }
    return QString();
}

QString meaning(const QString &kind, const QJsonValue &range)
{
    if (kind == QLatin1String("free"))
        return DisciplineDialog::tr("The unit does as ordered.");
    if (kind == QLatin1String("fire"))
        return range.isDouble()
                ? DisciplineDialog::tr("The unit fires: during approach, when the enemy is within %1\".")
                          .arg(range.toInt())
                : DisciplineDialog::tr("The unit fires.");
    return range.isDouble()
            ? DisciplineDialog::tr("The unit enters firefight status (during approach, when the "
                                   "enemy is within %1\").")
                      .arg(range.toInt())
            : DisciplineDialog::tr("The unit enters firefight status.");
}

} // namespace

DisciplineDialog::DisciplineDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("disciplineDialog"));
    setWindowTitle(tr("Fire Discipline"));
    addStep(tr("Unit and trigger"), createUnitStep());
    addStep(tr("Odds and dice"), createOddsStep());
    addStep(tr("Result"), createResultStep());
    resize(760, 560);
    goToStep(UnitStep);
}

DisciplineDialog::~DisciplineDialog() = default;

QWidget *DisciplineDialog::createUnitStep()
{
    auto *page = new QWidget(this);
    m_unit = new QComboBox(page);
    m_unit->setObjectName(QStringLiteral("unit"));
    m_unit->addItem(tr("(choose the unit)"), qint64(0));
    if (battle()) {
        for (const UnitRecord &unit : battle()->units()) {
            if (unit.castings > 0)
                m_unit->addItem(unitChoice(unit),
                                unit.id);
        }
    }
    m_triggers = new QListWidget(page);
    m_triggers->setObjectName(QStringLiteral("triggers"));
    for (DisciplineTrigger trigger : triggers()) {
        auto *item = new QListWidgetItem(describe(trigger), m_triggers);
        item->setData(kIdRole, toName(trigger));
    }
    m_triggers->setCurrentRow(0);
    m_triggers->setMaximumHeight(90);
    m_column = new QLabel(page);
    m_column->setObjectName(QStringLiteral("column"));
    m_column->setWordWrap(true);
    m_column->setTextFormat(Qt::RichText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Unit:"), m_unit);
    form->addRow(tr("&Trigger:"), m_triggers);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_column);
    layout->addStretch(1);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &DisciplineDialog::refreshUnit);
    return page;
}

QWidget *DisciplineDialog::createOddsStep()
{
    auto *page = new QWidget(this);
    m_oddsHeadline = new QLabel(page);
    m_oddsHeadline->setObjectName(QStringLiteral("oddsHeadline"));
    m_oddsHeadline->setWordWrap(true);
    m_oddsTable = new QLabel(page);
    m_oddsTable->setObjectName(QStringLiteral("oddsTable"));
    m_oddsTable->setTextFormat(Qt::RichText);
    m_oddsTable->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_chart = new OddsChart(page);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("result"));
    m_chart->setMinimumHeight(220);
    m_dice = new DicesEntry(page);
    m_dice->setObjectName(QStringLiteral("dice"));
    connect(m_dice, &DicesEntry::edited, this, &DisciplineDialog::updateRollButton);
    auto *top = new QHBoxLayout;
    top->addWidget(m_oddsTable);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_oddsHeadline);
    layout->addLayout(top, 1);
    layout->addWidget(m_dice);
    return page;
}

QWidget *DisciplineDialog::createResultStep()
{
    auto *page = new QWidget(this);
    m_result = new QTextBrowser(page);
    m_result->setObjectName(QStringLiteral("result"));
    m_fire = new QPushButton(tr("&Fire..."), page);
    m_fire->setObjectName(QStringLiteral("fire"));
    connect(m_fire, &QPushButton::clicked, this, [this] { openFire(); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fire);
    buttons->addStretch(1);
    m_resultChart = new OddsChart(page);
    m_resultChart->setObjectName(QStringLiteral("resultChart"));
    m_resultChart->setAxisTitle(tr("result"));
    m_resultChart->setMinimumHeight(200);
    // The dice on the left of the chart, under the text.
    m_resultSide = new QVBoxLayout;
    m_resultSide->addStretch(1);
    auto *bottom = new QHBoxLayout;
    bottom->addLayout(m_resultSide);
    bottom->addWidget(m_resultChart, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_result, 2);
    layout->addLayout(bottom, 3);
    layout->addLayout(buttons);
    return page;
}

void DisciplineDialog::setUnit(qint64 id)
{
    const int index = m_unit->findData(id);
    if (index >= 0)
        m_unit->setCurrentIndex(index);
    refreshUnit();
    if (currentStep() == UnitStep)
        stepShown(UnitStep);
}

qint64 DisciplineDialog::unit() const
{
    return m_unit->currentData().toLongLong();
}

void DisciplineDialog::setTrigger(DisciplineTrigger trigger)
{
    for (int i = 0; i < m_triggers->count(); ++i) {
        if (m_triggers->item(i)->data(kIdRole).toString() == toName(trigger))
            m_triggers->setCurrentRow(i);
    }
}

DisciplineTrigger DisciplineDialog::trigger() const
{
    const QListWidgetItem *item = m_triggers->currentItem();
    return item ? disciplineTriggerFromName(item->data(kIdRole).toString()).value_or(DisciplineTrigger::MovingForward)
                : DisciplineTrigger::MovingForward;
}

void DisciplineDialog::setEnemy(qint64 id, double range)
{
    m_enemy = id;
    m_enemyRange = range;
}

std::optional<UnitRecord> DisciplineDialog::unitRecord() const
{
    if (!battle() || !unit())
        return std::nullopt;
    return battle()->unit(unit());
}

DisciplineSituation DisciplineDialog::situation() const
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record)
        return DisciplineSituation::Normal;
    return FireDisciplineChart::situationFor(
            record->firefight, Smoke::inSmokeAsItFires(record->smoke, record->movedThisSegment));
}

std::optional<DiceExpression> DisciplineDialog::classDice(QString *error) const
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record || !battle())
        return std::nullopt;
    const QString text = battle()->rulings().classDice(record->troopClass);
    const Result<DiceExpression> parsed = DiceExpression::parse(text);
    if (!parsed.ok()) {
        if (error)
            *error = tr("the %1 class dice \"%2\" of the rulings do not read: %3")
                             .arg(toName(record->troopClass), text, parsed.error());
        return std::nullopt;
    }
    return *parsed;
}

QJsonObject DisciplineDialog::action() const
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("discipline") },
                         { QStringLiteral("unit"), unit() },
                         { QStringLiteral("trigger"), toName(trigger()) } };
    if (m_roll)
        action.insert(QStringLiteral("roll"), *m_roll);
    return action;
}

void DisciplineDialog::refreshUnit()
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record) {
        m_column->setText(tr("Choose the unit that rolls."));
        return;
    }
    QString error;
    const std::optional<DiceExpression> dice = classDice(&error);
    const DisciplineSituation column = situation();
    QString why;
    switch (column) {
    case DisciplineSituation::Firefight:
        why = tr("it is in a firefight");
        break;
    case DisciplineSituation::InSmoke:
        why = tr("it is in smoke");
        break;
    case DisciplineSituation::Normal:
        why = tr("not in a firefight, not in smoke");
        break;
    }
    QString text = tr("Column <b>%1</b> (%2). Class dice of %3 troops: <b>%4</b> (the battle's rulings).")
                           .arg(situationTitle(column), escaped(why), escaped(toName(record->troopClass)),
                                dice ? escaped(dice->toString()) : QStringLiteral("?"));
    if (record->arm != Arm::Infantry)
        text += QStringLiteral("<br><span style=\"color:#555\">%1</span>")
                        .arg(tr("Fire discipline is rolled for infantry; %1 is %2.")
                                     .arg(escaped(record->name), toName(record->arm)));
    if (!dice)
        text += QStringLiteral("<br><span style=\"color:#b71c1c\">%1</span>").arg(escaped(error));
    m_column->setText(text);
}

void DisciplineDialog::fillOdds()
{
    const std::optional<UnitRecord> record = unitRecord();
    const std::optional<DiceExpression> dice = classDice();
    if (!record || !dice)
        return;
    const DisciplineSituation column = situation();
    m_oddsHeadline->setText(tr("<b>%1</b> rolls %2 on the <b>%3</b> column: %4.")
                                    .arg(escaped(record->name), escaped(dice->toString()),
                                         situationTitle(column), escaped(describe(trigger()).toLower())));
    m_dice->setExpression(*dice);
    m_dice->setLabel(tr("&Class dice %1:").arg(dice->toString()));

    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const QList<FireDisciplineChart::CellOdds> odds = chart.odds(*dice, column);
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th align=\"left\">%1</th>"
                                   "<th align=\"left\">%2</th><th align=\"right\">%3</th></tr>")
                            .arg(tr("Roll"), situationTitle(column), tr("Chance"));
    QList<OddsChart::Bar> bars;
    QStringList labels;
    for (const FireDisciplineChart::CellOdds &cell : odds) {
        const QString text = DisciplineResult::cellText(cell.kind, cell.range);
        table += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3%</td></tr>")
                         .arg(escaped(cell.row), escaped(text))
                         .arg(cell.probability * 100, 0, 'f', 1);
        const int at = int(labels.indexOf(text));
        if (at >= 0) {
            bars[at].probability += cell.probability;
        } else {
            labels.append(text);
            bars.append({ text, cell.probability });
        }
    }
    table += QStringLiteral("</table>");
    m_oddsTable->setText(table);
    m_chart->setBars(bars);
    double free = 0;
    for (const OddsChart::Bar &bar : std::as_const(bars)) {
        if (bar.label == DisciplineResult::cellText(DisciplineResult::Kind::Free, std::nullopt))
            free += bar.probability;
    }
    m_chart->setTitle(tr("%1 on %2: free %3%").arg(dice->toString(), situationTitle(column))
                              .arg(free * 100, 0, 'f', 1));
}

void DisciplineDialog::updateRollButton()
{
    if (currentStep() != OddsStep)
        return;
    if (!m_dice->hasTypedFaces()) {
        setPrimary(tr("&Roll and apply"));
        return;
    }
    const Result<DiceRoll> typed = m_dice->typedRoll();
    setPrimary(typed ? tr("Apply &total %1").arg(typed->total()) : tr("&Roll and apply"),
               typed.ok());
}

void DisciplineDialog::fillResult()
{
    const QJsonObject &result = answer();
    const std::optional<UnitRecord> record = unitRecord();
    const QString kind = result.value(QStringLiteral("result")).toString();
    const QString cell = result.value(QStringLiteral("cell")).toString();
    const DisciplineSituation column =
            disciplineSituationFromName(result.value(QStringLiteral("situation")).toString())
                    .value_or(DisciplineSituation::Normal);
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(cell));
    html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 rolled <b>%2</b>%3: row <b>%4</b> of the <b>%5</b> column.")
                                 .arg(record ? escaped(record->name) : QString())
                                 .arg(result.value(QStringLiteral("roll")).toInt())
                                 .arg(m_rolled ? QStringLiteral(" (%1)").arg(escaped(m_rolled->toString()))
                                               : QString(),
                                      escaped(result.value(QStringLiteral("row")).toString()),
                                      situationTitle(column)));
    html += QStringLiteral("<p>%1</p>").arg(escaped(meaning(kind, result.value(QStringLiteral("range")))));
    if (result.value(QStringLiteral("firefight_ended")).toBool())
        html += QStringLiteral("<p>%1</p>").arg(tr("It leaves firefight status."));
    else if (result.value(QStringLiteral("firefight")).toBool())
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("It is in firefight status."));
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(tr("Trigger: %1. Logged as one action.").arg(escaped(describe(trigger()))));
    m_result->setHtml(html);
    delete m_resultDice;
    m_resultDice = nullptr;
    if (m_rolled) {
        m_resultDice = DicesEntry::rollWidget(*m_rolled, 48, m_result->parentWidget());
        m_resultSide->insertWidget(0, m_resultDice);
    }
    m_resultChart->setBars(m_chart->bars());
    m_resultChart->setTitle(tr("Rolled %1: %2").arg(result.value(QStringLiteral("roll")).toInt()).arg(cell));
    m_resultChart->highlightLabel(cell);
    const bool fires = kind == QLatin1String("fire");
    m_fire->setVisible(fires);
    if (fires && result.value(QStringLiteral("range")).isDouble())
        m_fire->setText(tr("&Fire (within %1\")...").arg(result.value(QStringLiteral("range")).toInt()));
    else
        m_fire->setText(tr("&Fire..."));
}

QString DisciplineDialog::oddsText() const
{
    return m_oddsHeadline->text() + QLatin1Char('\n') + m_oddsTable->text();
}

QString DisciplineDialog::resultText() const
{
    return m_result->toPlainText();
}

FireDialog *DisciplineDialog::openFire()
{
    if (!isApplied())
        return nullptr;
    auto *dialog = new FireDialog(battle(), parentWidget());
    dialog->setFirers({ unit() });
    if (m_enemy)
        dialog->setTarget(m_enemy);
    double range = m_enemyRange;
    const QJsonValue cellRange = answer().value(QStringLiteral("range"));
    if (range <= 0 && cellRange.isDouble())
        range = cellRange.toDouble();
    if (range > 0)
        dialog->setRange(range);
    openFollowUp(dialog);
    return dialog;
}

void DisciplineDialog::stepShown(int step)
{
    switch (step) {
    case UnitStep:
        setPrimary(tr("&Odds"));
        refreshUnit();
        if (unit())
            m_triggers->setFocus(Qt::OtherFocusReason);
        else
            m_unit->setFocus(Qt::OtherFocusReason);
        break;
    case OddsStep:
        m_roll.reset();
        m_rolled.reset();
        fillOdds();
        m_dice->reset();
        updateRollButton();
        m_dice->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void DisciplineDialog::advance(int step)
{
    switch (step) {
    case UnitStep: {
        if (!unitRecord()) {
            showMessage(tr("Choose the unit that rolls."), true);
            return;
        }
        QString error;
        if (!classDice(&error)) {
            showMessage(error, true);
            return;
        }
        goToStep(OddsStep);
        break;
    }
    case OddsStep: {
        const Result<DiceRoll> roll = m_dice->take(random());
        if (!roll) {
            showMessage(tr("Dice: %1").arg(roll.error()), true);
            return;
        }
        m_rolled = *roll;
        m_roll = roll->total();
        if (commit(action()))
            goToStep(ResultStep);
        break;
    }
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

} // namespace Adc
