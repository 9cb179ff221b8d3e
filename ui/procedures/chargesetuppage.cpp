#include "ui/procedures/chargesetuppage.h"

#include "core/common/vocabularytext.h"
#include "core/discipline/chargeroles.h"
#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/oddschart.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
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

} // namespace

ChargeSetupPage::ChargeSetupPage(QWidget *parent)
    : QWidget(parent)
{
    m_defender = new UnitChooser(this);
    m_defender->setObjectName(QStringLiteral("defender"));
    m_defender->setNoneAllowed(true);
    m_defender->setPrompt(tr("Type the defending infantry's name (or its brigade or side)."));
    m_defender->setListRows(4);
    m_chargers = new UnitChooser(this);
    m_chargers->setObjectName(QStringLiteral("charger"));
    m_chargers->setListRows(4);
    m_chargers->setEnterPassesOn(true);
    m_column = new QLabel(this);
    m_column->setObjectName(QStringLiteral("column"));
    m_column->setWordWrap(true);
    m_column->setTextFormat(Qt::RichText);
    m_chart = new OddsChart(this);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("the defender fires at"));
    m_chart->setMinimumHeight(160);
    m_table = new QLabel(this);
    m_table->setObjectName(QStringLiteral("oddsTable"));
    m_table->setTextFormat(Qt::RichText);
    m_table->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *form = new QFormLayout;
    form->addRow(tr("&Defender:"), m_defender);
    form->addRow(tr("C&harger:"), m_chargers);
    setTabOrder(m_defender, m_chargers);
    auto *odds = new QHBoxLayout;
    odds->addWidget(m_table);
    odds->addWidget(m_chart, 1);
    m_tableDice = new QPushButton(tr("Dice at the &table..."), this);
    m_tableDice->setObjectName(QStringLiteral("tableDice"));
    m_tableDice->setAutoDefault(false);
    m_tableDice->setToolTip(tr("The rolls page with nothing rolled, to type the dice thrown at "
                               "the table; Enter here rolls at 4\" at once"));
    connect(m_tableDice, &QPushButton::clicked, this, &ChargeSetupPage::rollsRequested);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_column);
    layout->addLayout(odds, 1);
    layout->addWidget(m_tableDice, 0, Qt::AlignRight);
}

QString ChargeSetupPage::columnTitle(DisciplineSituation situation)
{
    return situation == DisciplineSituation::InSmoke ? tr("IN SMOKE") : tr("NORMAL");
}

void ChargeSetupPage::showPlan(const UnitRecord *defender, const ChargePlan &plan)
{
    m_tableDice->setVisible(defender && !plan.isRefused() && plan.rolls);
    if (!defender) {
        m_column->setText(tr("Choose the defending infantry."));
        m_chart->clear();
        m_table->clear();
        return;
    }
    if (plan.isRefused()) {
        m_column->setText(QStringLiteral("<span style=\"color:#b71c1c\">%1</span>")
                              .arg(plan.refusal.toHtmlEscaped()));
        m_chart->clear();
        return;
    }
    if (!plan.rolls) {
        m_column->setText(notRolled(*defender, plan));
        m_chart->clear();
        m_table->clear();
        return;
    }
    m_column->setText(
        tr("Column <b>%1</b>%2. Class dice of %3: <b>%4</b>. A roll at each inch from "
           "4\" until a result other than free; then the defender fires.")
            .arg(columnTitle(plan.situation),
                 plan.situation == DisciplineSituation::InSmoke ? tr(" (it is in smoke)")
                                                                : QString(),
                 VocabularyText::troops(defender->troopClass).toHtmlEscaped(),
                 plan.dice.toString().toHtmlEscaped()));
    QList<OddsChart::Bar> bars;
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th "
                                   "align=\"left\">%1</th><th align=\"right\">%2</th></tr>")
                        .arg(tr("Fires at"), tr("Chance"));
    double expected = 0;
    for (const ChargeDiscipline::Odds &entry : plan.odds) {
        const QString label = outcomeLabel(entry);
        bars.append({ label, entry.probability });
        expected += entry.firesAt * entry.probability;
        table
            += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2%</td></tr>")
                   .arg(label.toHtmlEscaped(), QLocale().toString(entry.probability * 100, 'f', 1));
    }
    table += QStringLiteral("</table>");
    m_table->setText(table);
    m_chart->setBars(bars);
    // One arg() call, so a name holding "%1" stays as it is.
    m_chart->setTitle(tr("Where %1 fires: on average at %2\"")
                          .arg(defender->name, QString::number(expected, 'f', 2)));
}

QString ChargeSetupPage::notRolled(const UnitRecord &defender, const ChargePlan &plan)
{
    // The defender as it is (a battery, cavalry), in the planner's words.
    const QString name = defender.name.toHtmlEscaped();
    const QString arm = VocabularyText::text(defender.arm).toHtmlEscaped();
    if (plan.fire)
        return tr("<b>%1</b> (%2) does not roll charge discipline: its guns fire on the "
                  "charger at their short band, %3, with a d10.")
            .arg(name, arm, VocabularyText::inches(plan.fire->request.range).toHtmlEscaped());
    return tr("<b>%1</b> (%2) does not roll charge discipline: %3.")
        .arg(name, arm, plan.noFire.toHtmlEscaped());
}

void ChargeSetupPage::fillChargers(const UnitRecord *defender, const QList<UnitRecord> &units,
                                   const LikelyUnits &likely)
{
    // Those the rules let charge it (ChargeRoles), the likeliest first,
    // each with its reason.
    const QList<UnitRecord> chargers = defender
        ? ChargeRoles::allowed(ChargeRoles::chargers(*defender, units))
        : QList<UnitRecord>();
    QList<UnitChoiceModel::Choice> choices = UnitChoiceModel::unitChoices(
        chargers, defender ? likely.chargers(*defender, chargers) : QList<LikelyUnits::Ranked>());
    // The charger may go unnamed: the last entry, typed "(" or "not".
    UnitChoiceModel::Choice unnamed;
    unnamed.name = tr("(not named)");
    unnamed.line = unnamed.name;
    unnamed.details = tr("No charger named: the defender rolls and fires all the same.");
    choices.append(unnamed);
    // A charger the umpire chose stays while it may charge; one offered
    // gives way to the new defender's likeliest.
    const bool offered = !m_chargers->hasChoice() || m_chargers->unit() == m_chargerOffered;
    m_chargers->setChoices(choices);
    if (offered) {
        m_chargers->chooseFirstSuggestion();
        m_chargerOffered = m_chargers->unit();
    }
}

void ChargeSetupPage::chooseCharger(qint64 id)
{
    m_chargerOffered = -1;
    // A charger not offered is not named.
    if (!m_chargers->chooseUnit(id))
        m_chargers->chooseUnit(0);
}

QString ChargeSetupPage::text() const
{
    return m_column->text() + QLatin1Char('\n') + m_table->text();
}

} // namespace Adc
