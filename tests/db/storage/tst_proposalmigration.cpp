// Version 8: a battle written with proposals before they kept checksums
// opens, its proposals sealed as they stand, and passes the check; a
// proposal changed by hand after that is found.

#include "db/actions/proposalduel.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "testsuite.h"

#include <QSqlRecord>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_ProposalMigration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version7ProposalsSealed();
};

void tst_ProposalMigration::version7ProposalsSealed()
{
    if (TestServer::enabled())
        QSKIP("a battle file's own versions");
    ProposalDuel duel;
    QVERIFY(duel.isValid());
    const Result<ProposalRecord> applied
        = duel.propose(kFrance, ProposalDuel::fire(duel.firer, duel.target));
    QVERIFY(applied);
    QVERIFY(duel.accept(applied->id));
    const qint64 second
        = duel.add(infantry(QStringLiteral("2/45e Ligne"), kFrance, QStringLiteral("Bachelu")));
    const Result<ProposalRecord> waiting
        = duel.propose(kFrance, ProposalDuel::fire(second, duel.target));
    QVERIFY(waiting);
    const QJsonArray listed = duel.listed();
    duel.battle.reset();
    {
        // The battle as version 7 wrote it: no checksums (nor a battery's
        // full loads, version 9).
        RawSqlite raw(duel.path);
        QVERIFY2(raw.exec(QStringLiteral("ALTER TABLE proposals DROP COLUMN checksum")),
                 qPrintable(raw.lastError()));
        for (const char *column : { "ap_ball_full", "ap_canister_full" })
            QVERIFY2(
                raw.exec(QStringLiteral("ALTER TABLE units DROP COLUMN ") + QLatin1String(column)),
                qPrintable(raw.lastError()));
        QVERIFY(raw.exec(QStringLiteral("UPDATE schema_version SET version = 7")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 7")));
        QCOMPARE(Migrations::version(raw.database()), 7);
    }
    QVERIFY(duel.reopen());
    QCOMPARE(duel.listed(), listed);
    QCOMPARE(duel.problems(), QString());
    {
        RawSqlite raw(duel.path);
        QCOMPARE(Migrations::version(raw.database()), Schema::kCurrentVersion);
        QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM proposals"
                                          " WHERE length(checksum) = 64"))
                     .toInt(),
                 2);
        // The time `adc proposals` shows, one character changed.
        QVERIFY(raw.exec(
            QStringLiteral("UPDATE proposals SET time = replace(time, '.', ',') WHERE id = %1")
                .arg(waiting->id)));
    }
    const QString problems = duel.problems();
    QVERIFY2(problems.contains(QStringLiteral("proposal %1 (No. 2 of France): it does not match "
                                              "its checksum")
                                   .arg(waiting->id)),
             qPrintable(problems));
}

ADC_TEST_GUILESS_MAIN(tst_ProposalMigration)
#include "tst_proposalmigration.moc"
