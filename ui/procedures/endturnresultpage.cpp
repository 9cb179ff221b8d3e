#include "procedures/endturnresultpage.h"

#include "ammunition/ammunition.h"
#include "procedures/proceduredialog.h"
#include "procedures/sweepwords.h"

#include <QJsonArray>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

const UnitRecord *find(const QList<UnitRecord> &units, qint64 id)
{
    for (const UnitRecord &unit : units) {
        if (unit.id == id)
            return &unit;
    }
    return nullptr;
}

QString nameOf(const QList<UnitRecord> &units, qint64 id)
{
    const UnitRecord *unit = find(units, id);
    return unit ? unit->name.toHtmlEscaped() : QString();
}

QString replenishmentList(const QJsonArray &replenished, const QList<UnitRecord> &units)
{
    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(EndTurnResultPage::tr("Replenishment"));
    for (const QJsonValue &value : replenished) {
        const QJsonObject line = value.toObject();
        const qint64 id = line.value(QStringLiteral("unit")).toInteger();
        const QString count = EndTurnResultPage::tr("%1 of %2")
                                  .arg(line.value(QStringLiteral("turns")).toInt())
                                  .arg(line.value(QStringLiteral("turns_needed")).toInt());
        const UnitRecord *unit = find(units, id);
        html
            += QStringLiteral("<li><b>%1</b>: %2</li>")
                   .arg(nameOf(units, id),
                        line.value(QStringLiteral("refilled")).toBool()
                            ? EndTurnResultPage::tr("%1 turns out of contact: refilled to %2")
                                  .arg(count, unit ? EndTurnResultPage::loadText(*unit) : QString())
                            : EndTurnResultPage::tr("%1 turns out of contact; %2 more to go")
                                  .arg(count)
                                  .arg(line.value(QStringLiteral("turns_to_go")).toInt()));
    }
    return html + QStringLiteral("</ul>");
}

QString sweepList(const QJsonArray &changes, const QList<UnitRecord> &units)
{
    QString html
        = QStringLiteral("<h3>%1</h3><ul>").arg(EndTurnResultPage::tr("The last segment's sweep"));
    for (const QJsonValue &value : changes) {
        const QJsonObject line = value.toObject();
        QStringList parts;
        if (line.contains(QStringLiteral("smoke")))
            parts << EndTurnResultPage::tr("smoke %1")
                         .arg(SweepWords::smoke(line.value(QStringLiteral("smoke")).toString()));
        if (line.contains(QStringLiteral("recovered")))
            parts << EndTurnResultPage::tr("recovered %1")
                         .arg(ProcedureDialog::counted(
                             line.value(QStringLiteral("recovered")).toInt(),
                             EndTurnResultPage::tr("step"), EndTurnResultPage::tr("steps")));
        if (line.contains(QStringLiteral("recovery_blocked_by")))
            parts << EndTurnResultPage::tr("recovers %1")
                         .arg(SweepWords::blocked(
                             line.value(QStringLiteral("recovery_blocked_by")).toArray()));
        if (line.contains(QStringLiteral("scrounged")))
            parts << EndTurnResultPage::tr("scrounged %1 AP")
                         .arg(line.value(QStringLiteral("scrounged")).toInt());
        html += QStringLiteral("<li><b>%1</b>: %2</li>")
                    .arg(nameOf(units, line.value(QStringLiteral("unit")).toInteger()),
                         parts.join(QLatin1String("; ")).toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
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

void EndTurnResultPage::show(const QJsonObject &answer, const QList<UnitRecord> &units)
{
    const QJsonObject ended = answer.value(QStringLiteral("ended")).toObject();
    const QJsonObject clock = answer.value(QStringLiteral("clock")).toObject();
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(tr("Turn %1 ended").arg(ended.value(QStringLiteral("turn")).toInt()));
    html
        += QStringLiteral("<p>%1</p>")
               .arg(
                   tr("Now: turn %1, segment %2, %3's initiative.")
                       .arg(QString::number(clock.value(QStringLiteral("turn")).toInt()),
                            QString::number(clock.value(QStringLiteral("segment")).toInt()),
                            clock.value(QStringLiteral("active_side")).toString().toHtmlEscaped()));
    const QJsonArray replenished = answer.value(QStringLiteral("replenishment")).toArray();
    if (!replenished.isEmpty())
        html += replenishmentList(replenished, units);
    const QJsonArray changes = answer.value(QStringLiteral("changes")).toArray();
    if (!changes.isEmpty())
        html += sweepList(changes, units);
    html += QStringLiteral("<p style=\"color:#555\">%1</p>").arg(tr("Logged as one action."));
    m_result->setHtml(html);
}

QString EndTurnResultPage::text() const
{
    return m_result->toPlainText();
}

} // namespace Adc
