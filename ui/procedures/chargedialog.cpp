#include "procedures/chargedialog.h"

#include "battle/battle.h"
#include "discipline/chargediscipline.h"
#include "dice/dicesentry.h"
#include "procedures/firedialog.h"
#include "discipline/firedisciplinechart.h"
#include "dice/oddschart.h"
#include "fire/smoke.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString outcomeLabel(const ChargeDiscipline::Odds &odds)
{
    QString label = QStringLiteral("%1\"").arg(odds.firesAt);
    if (odds.firefight)
        label += QStringLiteral(" FF");
    return label;
}

QString columnTitle(DisciplineSituation situation)
{
    return situation == DisciplineSituation::InSmoke ? ChargeDialog::tr("IN SMOKE")
                                                     : ChargeDialog::tr("NORMAL");
}

} // namespace

ChargeDialog::ChargeDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("chargeDialog"));
    setWindowTitle(tr("Charge"));
    addStep(tr("Defender and odds"), createChargeStep());
    addStep(tr("Inch by inch"), createRollsStep());
    addStep(tr("Result"), createResultStep());
    resize(780, 580);
    goToStep(ChargeStep);
}

ChargeDialog::~ChargeDialog() = default;

QWidget *ChargeDialog::createChargeStep()
{
    auto *page = new QWidget(this);
    m_defender = new QComboBox(page);
    m_defender->setObjectName(QStringLiteral("defender"));
    m_defender->addItem(tr("(choose the defending infantry)"), qint64(0));
    if (battle()) {
        for (const UnitRecord &unit : battle()->units()) {
            if (unit.arm == Arm::Infantry && unit.castings > 0)
                m_defender->addItem(unitChoice(unit),
                                    unit.id);
        }
    }
    m_chargers = new QComboBox(page);
    m_chargers->setObjectName(QStringLiteral("charger"));
    m_column = new QLabel(page);
    m_column->setObjectName(QStringLiteral("column"));
    m_column->setWordWrap(true);
    m_column->setTextFormat(Qt::RichText);
    m_chart = new OddsChart(page);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("the defender fires at"));
    m_chart->setMinimumHeight(200);
    m_oddsTable = new QLabel(page);
    m_oddsTable->setObjectName(QStringLiteral("oddsTable"));
    m_oddsTable->setTextFormat(Qt::RichText);
    m_oddsTable->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *form = new QFormLayout;
    form->addRow(tr("&Defender:"), m_defender);
    form->addRow(tr("C&harger:"), m_chargers);
    auto *odds = new QHBoxLayout;
    odds->addWidget(m_oddsTable);
    odds->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_column);
    layout->addLayout(odds, 1);
    connect(m_defender, &QComboBox::currentIndexChanged, this, [this] {
        fillChargers();
        refreshCharge();
    });
    return page;
}

QWidget *ChargeDialog::createRollsStep()
{
    auto *page = new QWidget(this);
    m_rollsHeadline = new QLabel(page);
    m_rollsHeadline->setWordWrap(true);
    auto *grid = new QGridLayout;
    const QList<int> &distances = FireDisciplineChart::standard().chargeDistances();
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    for (int i = 0; i < distances.size(); ++i) {
        auto *distance = new QLabel(QStringLiteral("%1\"").arg(distances.at(i)), page);
        distance->setFont(big);
        auto *line = new QLabel(page);
        line->setObjectName(QStringLiteral("roll-%1").arg(distances.at(i)));
        line->setFont(big);
        line->setTextFormat(Qt::RichText);
        grid->addWidget(distance, i, 0);
        grid->addWidget(line, i, 1);
        m_rollLines.append(line);
    }
    grid->setColumnStretch(1, 1);
    m_diceEntry = new DicesEntry(page);
    m_diceEntry->setObjectName(QStringLiteral("dice"));
    connect(m_diceEntry, &DicesEntry::edited, this, &ChargeDialog::updateRollButton);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_rollsHeadline);
    layout->addLayout(grid);
    layout->addStretch(1);
    layout->addWidget(m_diceEntry);
    return page;
}

QWidget *ChargeDialog::createResultStep()
{
    auto *page = new QWidget(this);
    m_result = new QTextBrowser(page);
    m_result->setObjectName(QStringLiteral("result"));
    m_resultChart = new OddsChart(page);
    m_resultChart->setObjectName(QStringLiteral("resultChart"));
    m_resultChart->setAxisTitle(tr("the defender fires at"));
    m_resultChart->setMinimumHeight(200);
    m_resultSide = new QVBoxLayout;
    m_resultSide->addStretch(1);
    auto *bottom = new QHBoxLayout;
    bottom->addLayout(m_resultSide);
    bottom->addWidget(m_resultChart, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_result, 2);
    layout->addLayout(bottom, 3);
    return page;
}

void ChargeDialog::setDefender(qint64 id)
{
    const int index = m_defender->findData(id);
    if (index >= 0)
        m_defender->setCurrentIndex(index);
    if (currentStep() == ChargeStep)
        stepShown(ChargeStep);
}

qint64 ChargeDialog::defender() const
{
    return m_defender->currentData().toLongLong();
}

void ChargeDialog::setCharger(qint64 id)
{
    const int index = m_chargers->findData(id);
    if (index >= 0)
        m_chargers->setCurrentIndex(index);
}

qint64 ChargeDialog::charger() const
{
    return m_chargers->currentData().toLongLong();
}

std::optional<UnitRecord> ChargeDialog::defenderRecord() const
{
    if (!battle() || !defender())
        return std::nullopt;
    return battle()->unit(defender());
}

DisciplineSituation ChargeDialog::situation() const
{
    const std::optional<UnitRecord> unit = defenderRecord();
    return unit && Smoke::inSmokeAsItFires(unit->smoke, unit->movedThisSegment)
            ? DisciplineSituation::InSmoke
            : DisciplineSituation::Normal;
}

std::optional<DiceExpression> ChargeDialog::classDice(QString *error) const
{
    const std::optional<UnitRecord> unit = defenderRecord();
    if (!unit || !battle())
        return std::nullopt;
    const QString text = battle()->rulings().classDice(unit->troopClass);
    const Result<DiceExpression> parsed = DiceExpression::parse(text);
    if (!parsed.ok()) {
        if (error)
            *error = tr("the %1 class dice \"%2\" of the rulings do not read: %3")
                             .arg(toName(unit->troopClass), text, parsed.error());
        return std::nullopt;
    }
    return *parsed;
}

int ChargeDialog::nextDistance() const
{
    const QList<int> &distances = FireDisciplineChart::standard().chargeDistances();
    if (m_rolls.size() >= distances.size())
        return 0;
    if (!m_rolls.isEmpty() && ChargeDiscipline::resolve(m_rolls, situation(), nullptr))
        return 0;
    return distances.at(m_rolls.size());
}

QJsonObject ChargeDialog::action() const
{
    QJsonArray rolls;
    for (int roll : m_rolls)
        rolls.append(roll);
    return { { QStringLiteral("action"), QStringLiteral("charge") },
             { QStringLiteral("defender"), defender() },
             { QStringLiteral("rolls"), rolls } };
}

void ChargeDialog::fillChargers()
{
    const qint64 was = charger();
    m_chargers->clear();
    m_chargers->addItem(tr("(not named)"), qint64(0));
    const std::optional<UnitRecord> unit = defenderRecord();
    if (unit && battle()) {
        for (const UnitRecord &other : battle()->units()) {
            if (other.side == unit->side || other.castings <= 0)
                continue;
            m_chargers->addItem(unitChoice(other),
                                other.id);
        }
    }
    m_chargers->setCurrentIndex(0);
    setCharger(was);
}

void ChargeDialog::refreshCharge()
{
    const std::optional<UnitRecord> unit = defenderRecord();
    if (!unit) {
        m_column->setText(tr("Choose the defending infantry."));
        m_chart->clear();
        m_oddsTable->clear();
        return;
    }
    QString error;
    const std::optional<DiceExpression> dice = classDice(&error);
    if (!dice) {
        m_column->setText(QStringLiteral("<span style=\"color:#b71c1c\">%1</span>").arg(escaped(error)));
        m_chart->clear();
        return;
    }
    const DisciplineSituation column = situation();
    m_column->setText(tr("Column <b>%1</b>%2. Class dice of %3 troops: <b>%4</b>. A roll at each inch from "
                         "4\" until a result other than free; then the defender fires.")
                              .arg(columnTitle(column),
                                   column == DisciplineSituation::InSmoke ? tr(" (it is in smoke)")
                                                                          : QString(),
                                   escaped(toName(unit->troopClass)), escaped(dice->toString())));
    const std::optional<QList<ChargeDiscipline::Odds>> odds =
            ChargeDiscipline::odds(*dice, column, &error);
    if (!odds) {
        m_chart->clear();
        m_oddsTable->setText(escaped(error));
        return;
    }
    QList<OddsChart::Bar> bars;
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th align=\"left\">%1</th>"
                                   "<th align=\"right\">%2</th></tr>")
                            .arg(tr("Fires at"), tr("Chance"));
    double expected = 0;
    for (const ChargeDiscipline::Odds &entry : *odds) {
        const QString label = outcomeLabel(entry);
        bars.append({ label, entry.probability });
        expected += entry.firesAt * entry.probability;
        table += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2%</td></tr>")
                         .arg(escaped(label))
                         .arg(entry.probability * 100, 0, 'f', 1);
    }
    table += QStringLiteral("</table>");
    m_oddsTable->setText(table);
    m_chart->setBars(bars);
    m_chart->setTitle(tr("Where %1 fires: on average at %2\"").arg(unit->name).arg(expected, 0, 'f', 2));
}

QString ChargeDialog::rollLine(int index) const
{
    return index >= 0 && index < m_rollLines.size() ? m_rollLines.at(index)->text() : QString();
}

void ChargeDialog::showRolls()
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const DisciplineSituation column = situation();
    const std::optional<ChargeDiscipline::Result> done =
            m_rolls.isEmpty() ? std::nullopt : ChargeDiscipline::resolve(m_rolls, column, nullptr);
    for (int i = 0; i < m_rollLines.size(); ++i) {
        QLabel *line = m_rollLines.at(i);
        if (i >= m_rolls.size()) {
            line->setText(i == m_rolls.size() && !done ? tr("<i>to roll</i>")
                                                       : QStringLiteral("\u2014"));
            continue;
        }
        const DisciplineResult cell = chart.lookup(m_rolls.at(i), column);
        const QString dice = m_dice.value(i) ? QStringLiteral(" (%1)").arg(escaped(m_dice.value(i)->toString()))
                                             : QString();
        const bool last = done && i == m_rolls.size() - 1;
        QString verdict;
        if (cell.isFree())
            verdict = QStringLiteral("<span style=\"color:#2e7d32\">%1</span>").arg(tr("holds its fire"));
        else
            verdict = QStringLiteral("<span style=\"color:#b71c1c\"><b>%1</b></span>")
                              .arg(tr("fails: fires at %1\"%2").arg(done ? done->firesAt : 0)
                                           .arg(done && done->firefight ? tr(", firefight") : QString()));
        if (last && done->closeAction)
            verdict += tr(": held to close action, fires at %1\"").arg(done->firesAt);
        line->setText(tr("roll <b>%1</b>%2 \u2192 %3: %4")
                              .arg(m_rolls.at(i))
                              .arg(dice, escaped(cell.cellText()), verdict));
    }
}

void ChargeDialog::updateRollButton()
{
    if (currentStep() != RollsStep)
        return;
    const int distance = nextDistance();
    if (distance == 0) {
        setPrimary(tr("&Apply"));
        return;
    }
    if (!m_diceEntry->hasTypedFaces()) {
        setPrimary(tr("&Roll at %1\"").arg(distance));
        return;
    }
    const Result<DiceRoll> typed = m_diceEntry->typedRoll();
    setPrimary(typed ? tr("Take %1 at %2\"").arg(typed->total()).arg(distance)
                     : tr("&Roll at %1\"").arg(distance),
               typed.ok());
}

void ChargeDialog::fillResult()
{
    const QJsonObject &result = answer();
    const std::optional<UnitRecord> unit = defenderRecord();
    const int firesAt = result.value(QStringLiteral("fires_at")).toInt();
    const bool firefight = result.value(QStringLiteral("firefight")).toBool();
    QString html = QStringLiteral("<h2>%1</h2>")
                           .arg(tr("%1 fires at %2\"%3")
                                        .arg(unit ? escaped(unit->name) : QString())
                                        .arg(firesAt)
                                        .arg(firefight ? tr(", and enters firefight status") : QString()));
    if (result.value(QStringLiteral("close_action")).toBool())
        html += QStringLiteral("<p>%1</p>").arg(tr("It held its fire at every inch: close action."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\"><tr><th>%1</th><th>%2</th><th>%3</th>"
                           "<th align=\"left\">%4</th></tr>")
                    .arg(tr("At"), tr("Roll"), tr("Row"), tr("Result"));
    const QJsonArray steps = result.value(QStringLiteral("steps")).toArray();
    for (const QJsonValue &value : steps) {
        const QJsonObject step = value.toObject();
        html += QStringLiteral("<tr><td>%1\"</td><td align=\"center\">%2</td><td align=\"center\">%3</td>"
                               "<td>%4</td></tr>")
                        .arg(step.value(QStringLiteral("distance")).toInt())
                        .arg(step.value(QStringLiteral("roll")).toInt())
                        .arg(escaped(step.value(QStringLiteral("row")).toString()),
                             escaped(step.value(QStringLiteral("cell")).toString()));
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(tr("Column %1, class dice %2. Logged as one action; Enter goes on to the "
                            "defender's fire at %3\".")
                                 .arg(columnTitle(situation()),
                                      escaped(result.value(QStringLiteral("dice")).toString()))
                                 .arg(firesAt));
    m_result->setHtml(html);

    delete m_resultDice;
    m_resultDice = nullptr;
    if (!m_dice.isEmpty() && m_dice.last()) {
        m_resultDice = DicesEntry::rollWidget(*m_dice.last(), 44, m_result->parentWidget());
        m_resultSide->insertWidget(0, m_resultDice);
    }
    m_resultChart->setBars(m_chart->bars());
    const QString outcome = QStringLiteral("%1\"%2").arg(firesAt).arg(firefight ? QStringLiteral(" FF") : QString());
    m_resultChart->setTitle(tr("Fires at %1").arg(outcome));
    m_resultChart->highlightLabel(outcome);
}

QString ChargeDialog::oddsText() const
{
    return m_column->text() + QLatin1Char('\n') + m_oddsTable->text();
}

QString ChargeDialog::resultText() const
{
    return m_result->toPlainText();
}

FireDialog *ChargeDialog::openFire()
{
    if (!isApplied())
        return nullptr;
    auto *dialog = new FireDialog(battle(), parentWidget());
    dialog->setFirers({ defender() });
    if (charger())
        dialog->setTarget(charger());
    dialog->setRange(answer().value(QStringLiteral("fires_at")).toDouble());
    openFollowUp(dialog);
    return dialog;
}

void ChargeDialog::stepShown(int step)
{
    switch (step) {
    case ChargeStep:
        setPrimary(tr("&Start at 4\""));
        if (m_chargers->count() == 0)
            fillChargers();
        refreshCharge();
        if (defender())
            m_chargers->setFocus(Qt::OtherFocusReason);
        else
            m_defender->setFocus(Qt::OtherFocusReason);
        break;
    case RollsStep: {
        m_rolls.clear();
        m_dice.clear();
        const std::optional<UnitRecord> unit = defenderRecord();
        const std::optional<DiceExpression> dice = classDice();
        if (dice) {
            m_diceEntry->setExpression(*dice);
            m_diceEntry->setLabel(tr("&Class dice %1:").arg(dice->toString()));
        }
        m_rollsHeadline->setText(tr("<b>%1</b> rolls %2 on the <b>%3</b> column at each inch; any "
                                    "result but free ends the charge discipline.")
                                         .arg(unit ? escaped(unit->name) : QString(),
                                              dice ? escaped(dice->toString()) : QString(),
                                              columnTitle(situation())));
        showRolls();
        updateRollButton();
        m_diceEntry->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    }
    case ResultStep: {
        fillResult();
        const int firesAt = answer().value(QStringLiteral("fires_at")).toInt();
        // Straight into the fire: Enter opens it.
        setPrimary(tr("&Fire at %1\"").arg(firesAt));
        closeButton()->setText(tr("Close"));
        primaryButton()->setFocus(Qt::OtherFocusReason);
        break;
    }
    default:
        break;
    }
}

void ChargeDialog::advance(int step)
{
    switch (step) {
    case ChargeStep: {
        if (!defenderRecord()) {
            showMessage(tr("Choose the defending infantry."), true);
            return;
        }
        QString error;
        if (!classDice(&error)) {
            showMessage(error, true);
            return;
        }
        goToStep(RollsStep);
        break;
    }
    case RollsStep: {
        if (nextDistance() != 0) {
            const Result<DiceRoll> roll = m_diceEntry->take(random());
            if (!roll) {
                showMessage(tr("Dice: %1").arg(roll.error()), true);
                return;
            }
            m_rolls.append(roll->total());
            m_dice.append(*roll);
            m_diceEntry->reset();
            m_diceEntry->showRoll(*roll);
            showRolls();
        }
        // Each roll shows as it happens; once the procedure is over the
        // whole charge is applied.
        if (nextDistance() == 0) {
            if (commit(action()))
                goToStep(ResultStep);
            return;
        }
        updateRollButton();
        m_diceEntry->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    }
    case ResultStep:
        openFire();
        break;
    default:
        break;
    }
}

} // namespace Adc
