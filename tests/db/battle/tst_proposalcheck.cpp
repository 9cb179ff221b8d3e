// What `adc check` holds the sides' proposals to (docs/contract.md, adc
// check): each one as written, by its checksum, and its link to the log
// entry that applied or declined it, both ways. Every byte of a stored
// proposal's columns changed in turn (and each column set to another value)
// through the battle's own connection, as another tool would: every change
// the database takes is named by the check with the proposal's id, or
// changes nothing `adc proposals` shows; the battle as written passes.

#include "db/actions/proposalduel.h"
#include "db/battleinternals.h"
#include "db/storage/databaseerror.h"
#include "db/storage/proposalchecksum.h"
#include "db/storage/sql.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const QStringList kColumns { QStringLiteral("id"),      QStringLiteral("side_id"),
                             QStringLiteral("number"),  QStringLiteral("units"),
                             QStringLiteral("action"),  QStringLiteral("turn"),
                             QStringLiteral("segment"), QStringLiteral("time"),
                             QStringLiteral("state"),   QStringLiteral("reason"),
                             QStringLiteral("log_id"),  QStringLiteral("checksum") };

// France's four battalions' proposals, one in each stored state: applied,
// declined, withdrawn, waiting.
struct FourProposals : ProposalDuel
{
    QList<qint64> made;
    FourProposals()
    {
        if (!isValid())
            return;
        QList<qint64> firers { firer };
        for (int i = 2; i <= 4; ++i)
            firers.append(add(infantry(QStringLiteral("%1/45e Ligne").arg(i), kFrance,
                                       QStringLiteral("Bachelu"))));
        for (qint64 unit : firers) {
            const Result<ProposalRecord> proposal = propose(kFrance, fire(unit, target));
            if (!proposal) {
                ADC_FAIL(QStringLiteral("not proposed: ") + proposal.error());
                return;
            }
            made.append(proposal->id);
        }
        if (!accept(made.at(0)) || !decline(made.at(1), QStringLiteral("out of sight"))
            || !battle->proposals().withdraw(kFrance, 3))
            ADC_FAIL(QStringLiteral("the proposals were not ruled on"));
    }
    QSqlDatabase connection() const { return BattleInternals::connection(*battle); }
    // Runs one statement as another tool would; false when the database
    // refuses it (a constraint, a value of the wrong type).
    bool change(const QString &statement, const QVariantList &values) const
    {
        try {
            Sql::run(connection(), statement, values);
            return true;
        } catch (const DatabaseError &) {
            return false;
        }
    }
    QVariant stored(const QString &column, qint64 id) const
    {
        return Sql::value(connection(),
                          QStringLiteral("SELECT %1 FROM proposals WHERE id = ?").arg(column),
                          { id });
    }
};

// What a changed value may be: each byte of its text in turn with its
// lowest bit flipped (a digit stays a digit), and a whole value of another
// kind (null, a number, an empty text, another state).
QList<QVariant> changesOf(const QString &column, const QVariant &value)
{
    QList<QVariant> changes;
    const QByteArray text = value.isNull() ? QByteArray() : value.toString().toUtf8();
    for (qsizetype at = 0; at < text.size(); ++at) {
        QByteArray flipped = text;
        flipped[at] = static_cast<char>(flipped.at(at) ^ 1);
        changes.append(QString::fromUtf8(flipped));
    }
    if (column == QLatin1String("state")) {
        for (const char *state : { "waiting", "applied", "declined", "withdrawn" })
            changes.append(QString::fromLatin1(state));
    } else {
        changes << QVariant() << QVariant(qint64(1)) << QVariant(QString());
    }
    return changes;
}

QString proposalProblems(const CheckReport &report)
{
    return report.problems.join(QLatin1Char('\n'));
}

} // namespace

class tst_ProposalCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writtenProposalsPass();
    void everyChangeFoundOrHarmless();
    void brokenLinkFound();
    void removedProposalFound();
};

void tst_ProposalCheck::writtenProposalsPass()
{
    FourProposals four;
    QVERIFY(four.isValid());
    CheckReport report = four->check();
    QVERIFY2(report.ok(), qPrintable(proposalProblems(report)));
    QVERIFY2(report.checks.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("proposals are in order, each as written (4 in all)")),
             qPrintable(report.checks.join(QLatin1Char('\n'))));
    QVERIFY(four.reopen());
    report = four->check();
    QVERIFY2(report.ok(), qPrintable(proposalProblems(report)));
}

void tst_ProposalCheck::everyChangeFoundOrHarmless()
{
    FourProposals four;
    QVERIFY(four.isValid());
    const QJsonArray listed = four.listed();
    int tried = 0;
    int refused = 0;
    int found = 0;
    int harmless = 0;
    QStringList missed;
    for (const qint64 id : std::as_const(four.made)) {
        for (const QString &column : kColumns) {
            // NULL is bound as an invalid QVariant.
            const QVariant stored = four.stored(column, id);
            const QVariant original = stored.isNull() ? QVariant() : stored;
            for (const QVariant &changed : changesOf(column, original)) {
                if (changed == original || (changed.isNull() && original.isNull()))
                    continue;
                ++tried;
                const QString set
                    = QStringLiteral("UPDATE proposals SET %1 = ? WHERE id = ?").arg(column);
                if (!four.change(set, { changed, id })) {
                    ++refused;
                    continue;
                }
                // The row as it now stands is the one named.
                const qint64 now = column == QLatin1String("id") ? changed.toLongLong() : id;
                const CheckReport report = four->check();
                const QString problems = proposalProblems(report);
                if (problems.contains(QStringLiteral("proposal %1 (No. ").arg(now)))
                    ++found;
                else if (report.ok() && four.listed() == listed)
                    ++harmless;
                else
                    missed.append(QStringLiteral("proposal %1, %2 = %3: %4")
                                      .arg(QString::number(id), column, changed.toString(),
                                           report.ok() ? QStringLiteral("passed") : problems));
                QVERIFY2(four.change(set, { original, now }), qPrintable(column));
            }
            // Put back, the proposal passes again.
            const CheckReport restored = four->check();
            QVERIFY2(restored.ok(),
                     qPrintable(column + QLatin1Char(' ') + proposalProblems(restored)));
        }
    }
    qInfo("%d changes of 4 proposals: %d refused by the database, %d found by the check, %d "
          "changed nothing shown",
          tried, refused, found, harmless);
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QLatin1Char('\n'))));
    QVERIFY(found >= 60);
}

// The applied proposal made to name another entry, and the declined one's
// reason changed, each sealed again as if this program had written it: the
// links to the log still find them.
void tst_ProposalCheck::brokenLinkFound()
{
    FourProposals four;
    QVERIFY(four.isValid());
    const qint64 applied = four.made.at(0);
    const qint64 entry = four.stored(QStringLiteral("log_id"), applied).toLongLong();
    QVERIFY(entry > 1);
    QVERIFY(four.change(QStringLiteral("UPDATE proposals SET log_id = ? WHERE id = ?"),
                        { entry - 1, applied }));
    ProposalChecksum::seal(four.connection(), applied);
    QString problems = proposalProblems(four->check());
    QVERIFY2(problems.contains(QStringLiteral("proposal %1 (No. 1 of France): the log entry that "
                                              "applied it does not name it")
                                   .arg(applied)),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("log entry %1 ruled on it").arg(entry)),
             qPrintable(problems));
    QVERIFY(!problems.contains(QStringLiteral("checksum")));

    QVERIFY(four.change(QStringLiteral("UPDATE proposals SET log_id = ? WHERE id = ?"),
                        { entry, applied }));
    ProposalChecksum::seal(four.connection(), applied);
    QVERIFY2(four->check().ok(), qPrintable(proposalProblems(four->check())));
    const qint64 declined = four.made.at(1);
    QVERIFY(four.change(QStringLiteral("UPDATE proposals SET reason = ? WHERE id = ?"),
                        { QStringLiteral("out of range"), declined }));
    ProposalChecksum::seal(four.connection(), declined);
    problems = proposalProblems(four->check());
    QVERIFY2(problems.contains(QStringLiteral("proposal %1 (No. 2 of France): its reason is not "
                                              "the one given by the log entry that declined it")
                                   .arg(declined)),
             qPrintable(problems));
    // Made waiting again: the entry that declined it is left naming it.
    QVERIFY(four.change(
        QStringLiteral("UPDATE proposals SET state = 'waiting', reason = '' WHERE id = ?"),
        { declined }));
    ProposalChecksum::seal(four.connection(), declined);
    problems = proposalProblems(four->check());
    QVERIFY2(
        problems.contains(QStringLiteral("proposal %1 (No. 2 of France): log entry").arg(declined)),
        qPrintable(problems));
}

// A proposal removed: the entry that ruled on it names what is not there,
// and its side's numbers have a gap.
void tst_ProposalCheck::removedProposalFound()
{
    FourProposals four;
    QVERIFY(four.isValid());
    QVERIFY(four.change(QStringLiteral("DELETE FROM proposals WHERE id = ?"), { four.made.at(1) }));
    const QString problems = proposalProblems(four->check());
    QVERIFY2(problems.contains(
                 QStringLiteral("ruled on proposal %1, which is not there").arg(four.made.at(1))),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("the proposals of France: No. 2 is missing")),
             qPrintable(problems));
}

ADC_TEST_GUILESS_MAIN(tst_ProposalCheck)
#include "tst_proposalcheck.moc"
