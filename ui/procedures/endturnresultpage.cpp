#include "ui/procedures/endturnresultpage.h"

#include "core/ammunition/ammunition.h"
#include "ui/procedures/sweepwords.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString replenishmentList(const EndTurnPlan &plan)
{
    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(EndTurnResultPage::tr("Replenishment"));
    for (const ReplenishedUnit &unit : plan.units) {
        if (!unit.outOfContact)
            continue;
        const QString count
            = EndTurnResultPage::tr("%1 of %2")
                  .arg(QString::number(unit.turns), QString::number(unit.turnsNeeded));
        html += QStringLiteral("<li><b>%1</b>: %2</li>")
                    .arg(unit.change.after.name.toHtmlEscaped(),
                         unit.refilled
                             ? EndTurnResultPage::tr("%1 turns out of contact: refilled to %2")
                                   .arg(count, EndTurnResultPage::loadText(unit.change.after))
                             : EndTurnResultPage::tr("%1 turns out of contact; %2 more to go")
                                   .arg(count, QString::number(unit.turnsToGo)));
    }
    return html + QStringLiteral("</ul>");
}

QString sweepList(const SegmentSweepPlan &sweep)
{
    const QString lines = SweepWords::listed(sweep.units);
    if (lines.isEmpty())
        return QString();
    return QStringLiteral("<h3>%1</h3><ul>%2</ul>")
        .arg(EndTurnResultPage::tr("The last segment's sweep"), lines);
}

// What changed in a unit besides the sweep's report and replenishment.
QString otherChange(const UnitRecord &before, const UnitRecord &after)
{
    QStringList parts;
    if (before.firedThisSegment != after.firedThisSegment
        || before.movedThisSegment != after.movedThisSegment
        || before.firedUponThisSegment != after.firedUponThisSegment)
        parts << EndTurnResultPage::tr("the segment's marks cleared (fired, moved, fired upon)");
    if (before.replenishmentTurns != after.replenishmentTurns)
        parts << (after.replenishmentTurns == 0
                      ? EndTurnResultPage::tr("in contact: its turns out of contact start again")
                      : EndTurnResultPage::tr("%1 turns out of contact")
                            .arg(after.replenishmentTurns));
    UnitRecord rest = after;
    rest.firedThisSegment = before.firedThisSegment;
    rest.movedThisSegment = before.movedThisSegment;
    rest.firedUponThisSegment = before.firedUponThisSegment;
    rest.replenishmentTurns = before.replenishmentTurns;
    if (rest != before)
        parts << EndTurnResultPage::tr("changed (its panel shows it)");
    return parts.join(QLatin1String("; "));
}

// Every unit the action changed that the lists above leave out, so the
// page names every unit the log's entry changes.
QString otherList(const EndTurnPlan &plan)
{
    QString lines;
    for (const UnitChange &change : plan.changes()) {
        if (!change.changes())
            continue;
        const SweptUnit *swept = plan.sweep.unit(change.after.id);
        const ReplenishedUnit *replenished = plan.unit(change.after.id);
        if ((swept && swept->change.changes() && swept->reported())
            || (replenished && replenished->outOfContact))
            continue;
        lines += QStringLiteral("<li><b>%1</b>: %2</li>")
                     .arg(change.after.name.toHtmlEscaped(),
                          otherChange(change.before, change.after).toHtmlEscaped());
    }
    if (lines.isEmpty())
        return QString();
    return QStringLiteral("<h3>%1</h3><ul>%2</ul>")
        .arg(EndTurnResultPage::tr("Other units changed"), lines);
}

} // namespace

EndTurnResultPage::EndTurnResultPage(QWidget *parent)
    : QWidget(parent)
{
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_result);
}

QString EndTurnResultPage::loadText(const UnitRecord &unit)
{
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns)
        return tr("ball %1, canister %2").arg(unit.apBall).arg(unit.apCanister);
    return tr("%1 AP").arg(unit.ap);
}

void EndTurnResultPage::show(const EndTurnPlan &plan)
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Turn %1 ended").arg(plan.ended.turn));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Now: turn %1, segment %2, %3's initiative.")
                         .arg(QString::number(plan.next.turn), QString::number(plan.next.segment),
                              plan.next.activeSide.toHtmlEscaped()));
    if (!plan.report().isEmpty())
        html += replenishmentList(plan);
    html += sweepList(plan.sweep);
    html += otherList(plan);
    html += QStringLiteral("<p style=\"color:#555\">%1</p>").arg(tr("Logged as one action."));
    m_result->setHtml(html);
}

QString EndTurnResultPage::text() const
{
    return m_result->toPlainText();
}

} // namespace Adc
