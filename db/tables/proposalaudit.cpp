#include "db/tables/proposalaudit.h"

#include "core/proposals/proposalform.h"
#include "db/battle/checkreport.h"
#include "db/tables/battletable.h"
#include "db/tables/logtable.h"
#include "db/tables/proposaltable.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace Adc {

namespace {

// As ProposalDesk::kMostWaiting (the tables know no battle class).
constexpr int kMostWaiting = 30;

QString named(const ProposalRecord &proposal)
{
    return QCoreApplication::translate("Proposalaudit", "proposal %1 (No. %2 of ")
               .arg(QString::number(proposal.id), QString::number(proposal.number))
        + proposal.side + QLatin1Char(')');
}

} // namespace

void ProposalAudit::check(const QSqlDatabase &database, CheckReport *report)
{
    // A file opened read-only at an older version has none yet.
    if (!database.tables().contains(QStringLiteral("proposals")))
        return;
    const QList<ProposalRecord> proposals = ProposalTable(database).all();
    const Clock clock = BattleTable(database).clock();
    const LogTable log(database);
    const auto before = report->problems.size();
    QHash<QString, int> waiting;
    QHash<QString, QSet<qint64>> waitingUnits;
    for (const ProposalRecord &proposal : proposals) {
        const auto problem = [&](const char *what) {
            report->problems.append(named(proposal) + QStringLiteral(": ")
                                    + QCoreApplication::translate("Proposalaudit", what));
        };
        if (proposal.side.isEmpty())
            problem(QT_TRANSLATE_NOOP("Proposalaudit", "its side is not in the battle"));
        if (!ProposalForm::read(proposal.action))
            problem(QT_TRANSLATE_NOOP("Proposalaudit", "its action is not one a side may propose"));
        const bool applied = proposal.stored == ProposalRecord::Stored::Applied;
        if (applied != proposal.logId.has_value())
            problem(QT_TRANSLATE_NOOP("Proposalaudit",
                                      "it names a log entry only when applied, and always then"));
        if (applied && proposal.logId) {
            const std::optional<LogEntry> entry = log.find(*proposal.logId);
            if (!entry
                || entry->result.value(QStringLiteral("proposal")).toInteger() != proposal.id)
                problem(QT_TRANSLATE_NOOP("Proposalaudit",
                                          "the log entry that applied it does not name it"));
        }
        if (proposal.stored == ProposalRecord::Stored::Declined && proposal.reason.isEmpty())
            problem(QT_TRANSLATE_NOOP("Proposalaudit", "it was declined without a reason"));
        if (proposal.state(clock) != ProposalRecord::State::Waiting)
            continue;
        if (++waiting[proposal.side] == kMostWaiting + 1)
            problem(QT_TRANSLATE_NOOP("Proposalaudit", "its side has too many waiting"));
        for (qint64 unit : proposal.units) {
            if (waitingUnits[proposal.side].contains(unit))
                problem(
                    QT_TRANSLATE_NOOP("Proposalaudit", "its unit has another proposal waiting"));
            waitingUnits[proposal.side].insert(unit);
        }
    }
    if (report->problems.size() == before)
        report->checks.append(
            QCoreApplication::translate("Proposalaudit", "the proposals are in order (%1 in all)")
                .arg(proposals.size()));
}

} // namespace Adc
