#include "ui/procedures/fireresultpage.h"

#include "core/common/ruletext.h"
#include "core/fire/modifiertitle.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString counted(int count, const QString &one, const QString &many)
{
    return ProcedureDialog::counted(count, one, many);
}

// A unit the fire changed, by name, as the outcome holds it.
QString nameOf(const FireOutcome &outcome, qint64 id)
{
    for (const UnitRecord &unit : outcome.units) {
        if (unit.id == id)
            return ProcedureDialog::escaped(unit.name);
    }
    return FireResultPage::tr("a unit no longer in the battle");
}

QString titleOf(const FireModifier &modifier)
{
    return ProcedureDialog::escaped(ModifierTitle::text(modifier.id));
}

} // namespace

FireResultPage::FireResultPage(QWidget *parent)
    : QWidget(parent)
{
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setOpenLinks(false);
    m_discipline = new QPushButton(this);
    m_discipline->setObjectName(QStringLiteral("discipline"));
    m_disciplineNote = new QLabel(this);
    m_disciplineNote->setWordWrap(true);
    m_disciplineNote->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
    connect(m_discipline, &QPushButton::clicked, this, &FireResultPage::disciplineRequested);
    auto *follow = new QHBoxLayout;
    follow->addWidget(m_discipline);
    follow->addWidget(m_disciplineNote, 1);
    m_resultChart = new OddsChart(this);
    m_resultChart->setObjectName(QStringLiteral("resultChart"));
    m_resultChart->setAxisTitle(tr("casualty steps"));
    m_resultSide = new QVBoxLayout;
    m_resultSide->addWidget(m_resultChart, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_result, 3);
    top->addLayout(m_resultSide, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top, 1);
    layout->addLayout(follow);
}

void FireResultPage::fill(const FireOutcome &outcome, const FireRequestBuilder &builder,
                          const Dice &dice)
{
    QString html = rollHtml(outcome, dice.typed);
    html += unitsHtml(outcome, dice);
    html += ricochetHtml(outcome);
    QStringList notes;
    for (const QString &note : outcome.notes)
        notes << ProcedureDialog::escaped(note);
    if (!notes.isEmpty())
        html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(notes.join(QLatin1String("<br>")));
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                .arg(tr("Logged as one action: Edit \u203a Undo takes the whole fire back."));
    m_result->setHtml(html);
    fillSide(outcome.result.die, outcome.result.casualtySteps, dice);
    fillDiscipline(builder);
}

// The headline, the die and every modifier.
QString FireResultPage::rollHtml(const FireOutcome &outcome, bool typed) const
{
    const FireResult &result = outcome.result;
    // At a town block's edge no unit is the target: the die decides boxcars,
    // the occupants take the ricochet fires below.
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(outcome.target.id == 0
                                ? tr("Fire at the edge of the block: ricochet through it")
                                : tr("%1 on %2")
                                      .arg(counted(result.casualtySteps, tr("casualty step"),
                                                   tr("casualty steps")),
                                           nameOf(outcome, outcome.target.id)));
    html
        += QStringLiteral("<p>%1</p>")
               .arg(tr("Die <b>%1</b>%2, modified roll <b>%3</b>: column <b>%4</b>, row <b>%5</b>, "
                       "%6 band.")
                        .arg(QString::number(result.die), typed ? tr(" (typed)") : tr(" (rolled)"),
                             QString::number(result.modifiedRoll),
                             ProcedureDialog::escaped(result.column),
                             ProcedureDialog::escaped(result.row),
                             ProcedureDialog::escaped(RuleText::text(result.band))));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    int total = 0;
    for (const FireModifier &modifier : result.modifiers) {
        total += modifier.value;
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(titleOf(modifier), ProcedureDialog::signedNumber(modifier.value));
    }
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td></tr></table>")
                .arg(tr("Modifiers in all"), ProcedureDialog::signedNumber(total));
    return html;
}

// The target as it now stands and what each firer spent.
QString FireResultPage::unitsHtml(const FireOutcome &outcome, const Dice &dice) const
{
    const FireHit &target = outcome.target;
    const int losses = target.after.permanentLosses;
    QString html = target.id == 0
        ? QString()
        : QStringLiteral("<p>%1</p>")
              .arg(tr("%1 now: %2, %3, CW %4")
                       .arg(nameOf(outcome, target.id),
                            counted(target.after.castings, tr("casting"), tr("castings")),
                            counted(target.after.steps, tr("step"), tr("steps")),
                            QString::number(target.after.cw))
                   + (losses > 0 ? QStringLiteral(" (%1)").arg(
                          counted(losses, tr("permanent loss"), tr("permanent losses")))
                                 : QString())
                   + (target.after.eliminated ? tr(": eliminated") : QString()));
    html += QStringLiteral("<ul>");
    for (int i = 0; i < outcome.firers.size(); ++i) {
        const FirerSpend &firer = outcome.firers.at(i);
        QString line = tr("%1 spent %2 AP, %3 left, and is in smoke")
                           .arg(nameOf(outcome, firer.id), QString::number(firer.apSpent),
                                QString::number(firer.apLeft));
        if (firer.boxcarsRoll) {
            const QString faces = i < dice.boxcars.size() ? QStringLiteral(" (%1)").arg(
                                      ProcedureDialog::escaped(dice.boxcars.at(i).toString()))
                                                          : QString();
            line += tr("; boxcars 2d6 = %1%2: %3 more AP lost")
                        .arg(QString::number(*firer.boxcarsRoll), faces,
                             QString::number(firer.extraAp));
        }
        html += QStringLiteral("<li>%1</li>").arg(line);
    }
    html += QStringLiteral("</ul>");
    if (outcome.averageCw)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Pooled fire: average CW %1.")
                             .arg(QLocale().toString(*outcome.averageCw, 'f', 1)));
    return html;
}

QString FireResultPage::ricochetHtml(const FireOutcome &outcome) const
{
    if (outcome.ricochet.isEmpty())
        return QString();
    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(tr("Ricochet"));
    for (int i = 0; i < outcome.ricochet.size() && i < outcome.ricochetHits.size(); ++i) {
        const FireResult &fired = outcome.ricochet.at(i);
        const FireHit &hit = outcome.ricochetHits.at(i);
        QStringList modifiers;
        for (const FireModifier &m : fired.modifiers)
            modifiers << QStringLiteral("%1 %2").arg(titleOf(m),
                                                     ProcedureDialog::signedNumber(m.value));
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: die %2, modified %3 (%4): <b>%5</b>; now %6, %7")
                             .arg(nameOf(outcome, hit.id), QString::number(fired.die),
                                  QString::number(fired.modifiedRoll),
                                  modifiers.join(QLatin1String(", ")),
                                  counted(hit.casualtySteps, tr("step"), tr("steps")),
                                  counted(hit.after.castings, tr("casting"), tr("castings")),
                                  counted(hit.after.steps, tr("step"), tr("steps"))));
    }
    return html + QStringLiteral("</ul>");
}

// The die as it fell and where it landed among the odds.
void FireResultPage::fillSide(int die, int steps, const Dice &dice)
{
    delete m_resultDice;
    m_resultDice = nullptr;
    if (dice.die) {
        m_resultDice = DicesEntry::rollWidget(*dice.die, 56, this);
        m_resultSide->insertWidget(0, m_resultDice);
    }
    m_resultChart->setBars(dice.odds);
    m_resultChart->setTitle(
        tr("Die %1: %2").arg(QString::number(die), counted(steps, tr("step"), tr("steps"))));
    m_resultChart->highlightLabel(QString::number(steps));
}

void FireResultPage::fillDiscipline(const FireRequestBuilder &builder)
{
    const QString why = builder.returnFireRefusal();
    const bool canReturn = why.isEmpty();
    const std::optional<UnitRecord> hitUnit = builder.targetUnit();
    m_discipline->setVisible(canReturn);
    if (canReturn && hitUnit) {
        // An ampersand of the name is shown, never taken for a shortcut.
        m_discipline->setText(
            tr("Fire &discipline for %1...")
                .arg(QString(hitUnit->name).replace(QLatin1Char('&'), QLatin1String("&&"))));
        m_disciplineNote->setText(tr("It takes fire it can return, so it rolls fire discipline."));
    } else {
        m_disciplineNote->setText(why);
    }
}

QString FireResultPage::resultText() const
{
    return m_result->toPlainText();
}

} // namespace Adc
