#include "db/tables/proposalaudit.h"

#include "core/proposals/proposalform.h"
#include "db/storage/checkreport.h"
#include "db/storage/proposalchecksum.h"
#include "db/storage/sql.h"
#include "db/tables/battletable.h"
#include "db/tables/proposaltable.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMultiHash>
#include <QSet>
#include <QSqlQuery>
#include <algorithm>
#include <functional>

namespace Adc {

namespace {

// As ProposalDesk::kMostWaiting (the tables know no battle class).
constexpr int kMostWaiting = 30;

// A log entry that ruled on a proposal: an accept's entry (its result
// names the proposal) or a decline's.
struct Ruling
{
    qint64 entry = 0;
    bool declined = false;
    QString reason;
};

QString named(const ProposalRecord &proposal)
{
    return QCoreApplication::translate("Adc::ProposalAudit", "proposal %1 (No. %2 of ")
               .arg(QString::number(proposal.id), QString::number(proposal.number))
        + proposal.side + QLatin1Char(')');
}

// The log's rulings by the proposal they name (the log's own hash chain
// holds what they say).
QMultiHash<qint64, Ruling> rulingsOf(const QSqlDatabase &database)
{
    QMultiHash<qint64, Ruling> rulings;
    QSqlQuery rows = Sql::run(database,
                              QStringLiteral("SELECT id, kind, result FROM log"
                                             " WHERE result LIKE '%\"proposal\"%'"));
    while (rows.next()) {
        const QJsonObject result
            = QJsonDocument::fromJson(rows.value(2).toString().toUtf8()).object();
        const QJsonValue proposal = result.value(QStringLiteral("proposal"));
        if (!proposal.isDouble())
            continue;
        rulings.insert(proposal.toInteger(),
                       { rows.value(0).toLongLong(), rows.value(1).toString() == u"decline",
                         result.value(QStringLiteral("reason")).toString() });
    }
    return rulings;
}

// What links a proposal and the entries that ruled on it, both ways: an
// applied one names the entry that applied it, which names it back; a
// declined one has an entry that declined it, for its reason; no other
// entry names it.
void checkLinks(const ProposalRecord &proposal, const QList<Ruling> &rulings,
                const std::function<void(const QString &)> &problem)
{
    const auto said
        = [](const char *what) { return QCoreApplication::translate("Adc::ProposalAudit", what); };
    const bool applied = proposal.stored == ProposalRecord::Stored::Applied;
    const bool declined = proposal.stored == ProposalRecord::Stored::Declined;
    if (applied != proposal.logId.has_value())
        problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                       "it names a log entry only when applied, and always then")));
    bool appliedBy = false;
    bool declinedBy = false;
    for (const Ruling &ruling : rulings) {
        if (ruling.declined && declined) {
            declinedBy = true;
            if (ruling.reason != proposal.reason)
                problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                               "its reason is not the one given by the log "
                                               "entry that declined it")));
        } else if (!ruling.declined && applied && proposal.logId == ruling.entry) {
            appliedBy = true;
        } else {
            problem(QCoreApplication::translate("Adc::ProposalAudit",
                                                "log entry %1 ruled on it, but it does not "
                                                "show that ruling")
                        .arg(ruling.entry));
        }
    }
    if (applied && proposal.logId && !appliedBy)
        problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                       "the log entry that applied it does not name it")));
    if (declined && !declinedBy)
        problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit", "no log entry declined it")));
}

// A side's proposals are numbered 1, 2, ... and never removed.
void checkNumbers(const QList<ProposalRecord> &proposals, QStringList *problems)
{
    QHash<QString, QList<int>> numbers;
    for (const ProposalRecord &proposal : proposals)
        numbers[proposal.side].append(proposal.number);
    for (auto side = numbers.begin(); side != numbers.end(); ++side) {
        std::sort(side->begin(), side->end());
        for (int at = 0; at < side->size(); ++at) {
            if (side->at(at) == at + 1)
                continue;
            problems->append(QCoreApplication::translate("Adc::ProposalAudit", "the proposals of ")
                             + side.key()
                             + QCoreApplication::translate("Adc::ProposalAudit",
                                                           ": No. %1 is missing, or numbered twice")
                                   .arg(at + 1));
            break;
        }
    }
}

} // namespace

void ProposalAudit::check(const QSqlDatabase &database, CheckReport *report)
{
    // A file opened read-only at an older version has none yet.
    if (!database.tables().contains(QStringLiteral("proposals")))
        return;
    const QList<ProposalRecord> proposals = ProposalTable(database).all();
    const Clock clock = BattleTable(database).clock();
    QMultiHash<qint64, Ruling> rulings = rulingsOf(database);
    const QSet<qint64> broken = ProposalChecksum::broken(database);
    const auto before = report->problems.size();
    QHash<QString, int> waiting;
    QHash<QString, QSet<qint64>> waitingUnits;
    for (const ProposalRecord &proposal : proposals) {
        const auto problem = [&](const QString &what) {
            report->problems.append(named(proposal) + QStringLiteral(": ") + what);
        };
        const auto said = [](const char *what) {
            return QCoreApplication::translate("Adc::ProposalAudit", what);
        };
        if (broken.contains(proposal.id))
            problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                           "it does not match its checksum: it was changed "
                                           "after it was written")));
        if (proposal.side.isEmpty())
            problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit", "its side is not in the battle")));
        if (!ProposalForm::read(proposal.action))
            problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                           "its action is not one a side may propose")));
        checkLinks(proposal, rulings.values(proposal.id), problem);
        rulings.remove(proposal.id);
        if (proposal.stored == ProposalRecord::Stored::Declined && proposal.reason.isEmpty())
            problem(
                said(QT_TRANSLATE_NOOP("Adc::ProposalAudit", "it was declined without a reason")));
        if (proposal.state(clock) != ProposalRecord::State::Waiting)
            continue;
        if (++waiting[proposal.side] == kMostWaiting + 1)
            problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit", "its side has too many waiting")));
        for (qint64 unit : proposal.units) {
            if (waitingUnits[proposal.side].contains(unit))
                problem(said(QT_TRANSLATE_NOOP("Adc::ProposalAudit",
                                               "its unit has another proposal waiting")));
            waitingUnits[proposal.side].insert(unit);
        }
    }
    for (auto left = rulings.cbegin(); left != rulings.cend(); ++left)
        report->problems.append(
            QCoreApplication::translate("Adc::ProposalAudit",
                                        "log entry %1 ruled on proposal %2, which is not there")
                .arg(QString::number(left->entry), QString::number(left.key())));
    checkNumbers(proposals, &report->problems);
    if (report->problems.size() == before)
        report->checks.append(
            QCoreApplication::translate("Adc::ProposalAudit",
                                        "the proposals are in order, each as written (%1 in all)")
                .arg(proposals.size()));
}

} // namespace Adc
