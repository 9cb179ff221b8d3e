#include "ui/procedures/chargeresultpage.h"

#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargerollspage.h"
#include "ui/procedures/chargesetuppage.h"
#include "ui/procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

ChargeResultPage::ChargeResultPage(QWidget *parent)
    : QWidget(parent)
{
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_chart = new OddsChart(this);
    m_chart->setObjectName(QStringLiteral("resultChart"));
    m_chart->setAxisTitle(tr("the defender fires at"));
    m_chart->setMinimumHeight(200);
    m_side = new QVBoxLayout;
    m_side->addStretch(1);
    auto *bottom = new QHBoxLayout;
    bottom->addLayout(m_side);
    bottom->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_result, 2);
    layout->addLayout(bottom, 3);
}

ChargeResultPage::Shown ChargeResultPage::written(const QString &defenderName,
                                                  const ChargePlan &written,
                                                  const std::optional<FireOutcome> &fire,
                                                  const std::optional<DiceRoll> &lastDice)
{
    Shown shown;
    shown.defenderName = defenderName;
    shown.outcome = written.outcome.value_or(ChargeDiscipline::Outcome());
    shown.dice = written.dice.toString();
    shown.rolled = !written.steps.isEmpty();
    if (shown.rolled)
        shown.lastDice = lastDice;
    shown.fire = fireText(written, fire);
    return shown;
}

void ChargeResultPage::show(const Shown &shown, const QList<OddsChart::Bar> &bars)
{
    const ChargeDiscipline::Outcome &outcome = shown.outcome;
    if (!shown.rolled) {
        m_result->setHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                              .arg(shown.defenderName.toHtmlEscaped(), shown.fire.toHtmlEscaped()));
        m_chart->setBars({});
        return;
    }
    // One arg() call, so a name holding "%1" stays as it is.
    QString html
        = QStringLiteral("<h2>%1</h2>")
              .arg(tr("%1 fires at %2\"%3")
                       .arg(shown.defenderName.toHtmlEscaped(), QString::number(outcome.firesAt),
                            outcome.firefight ? tr(", and enters firefight status") : QString()));
    if (outcome.closeAction)
        html
            += QStringLiteral("<p>%1</p>").arg(tr("It held its fire at every inch: close action."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\"><tr><th>%1</th><th>%2</th>"
                           "<th>%3</th><th align=\"left\">%4</th></tr>")
                .arg(tr("At"), tr("Roll"), tr("Row"), tr("Result"));
    for (const ChargeDiscipline::Step &step : outcome.steps) {
        html += QStringLiteral("<tr><td>%1\"</td><td align=\"center\">%2</td><td "
                               "align=\"center\">%3</td><td>%4</td></tr>")
                    .arg(QString::number(step.distance), QString::number(step.roll),
                         step.result.row.toHtmlEscaped(),
                         ChargeRollsPage::cellWords(step.result).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (!shown.fire.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(shown.fire.toHtmlEscaped());
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                .arg(tr("Column %1, class dice %2. Logged as one action.")
                         .arg(ChargeSetupPage::columnTitle(outcome.situation),
                              shown.dice.toHtmlEscaped()));
    m_result->setHtml(html);

    delete m_dice;
    m_dice = nullptr;
    if (shown.lastDice) {
        m_dice = DicesEntry::rollWidget(*shown.lastDice, 44, this);
        m_side->insertWidget(0, m_dice);
    }
    m_chart->setBars(bars);
    const QString marked = QStringLiteral("%1\"%2").arg(
        QString::number(outcome.firesAt), outcome.firefight ? QStringLiteral(" FF") : QString());
    m_chart->setTitle(tr("Fires at %1").arg(marked));
    m_chart->highlightLabel(marked);
}

namespace {

// A range band as a sentence says it ("close range", "à bout portant"): the
// band's word alone does not read in French after "portée".
QString chargeFireRange(const QString &band)
{
    if (band == QLatin1String("close"))
        return ChargeResultPage::tr("close range");
    if (band == QLatin1String("short"))
        return ChargeResultPage::tr("short range");
    if (band == QLatin1String("medium"))
        return ChargeResultPage::tr("medium range");
    if (band == QLatin1String("long"))
        return ChargeResultPage::tr("long range");
    if (band == QLatin1String("extreme"))
        return ChargeResultPage::tr("extreme range");
    return ChargeResultPage::tr("%1 range").arg(band);
}

} // namespace

QString ChargeResultPage::fireText(const ChargePlan &plan, const std::optional<FireOutcome> &fire)
{
    if (!fire)
        return plan.noFire;
    return tr("Its fire, resolved as a fire: die %1, %2: %3 on the charger.")
        .arg(QString::number(fire->result.die), chargeFireRange(fire->result.band),
             ProcedureDialog::counted(fire->result.casualtySteps, tr("casualty step"),
                                      tr("casualty steps")));
}

QString ChargeResultPage::text() const
{
    return m_result->toPlainText();
}

} // namespace Adc
