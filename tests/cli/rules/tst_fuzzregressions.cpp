// Inputs the fuzzers found (and a few they must keep handling), replayed
// through the fuzzers' own checks: each must give a clean outcome, an answer
// or an error message, never a crash. The files are in
// tests/data/fuzz/fuzz_rules_request/, tests/data/fuzz/fuzz_dice/ and
// tests/data/fuzz/fuzz_proposal_body/; each is named after what it caught.

#include "../../../fuzz/dicecheck.h"
#include "../../../fuzz/proposalbodycheck.h"
#include "../../../fuzz/rulesrequestcheck.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Adc;

namespace {

QString dataDir(const char *target)
{
    return AdcTest::sourceDir() + QStringLiteral("/tests/data/fuzz/") + QLatin1String(target);
}

// One row a file of the folder.
void addFileRows(const char *target)
{
    QTest::addColumn<QString>("file");
    const QDir dir(dataDir(target));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// The file's bytes; none, and the test failed, when it cannot be read.
QByteArray contents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("cannot read ") + path);
        return QByteArray();
    }
    return file.readAll();
}

} // namespace

class tst_FuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void foldersHoldInputs_data();
    void foldersHoldInputs();
    void rulesRequest_data();
    void rulesRequest();
    void dice_data();
    void dice();
    void proposalBody_data();
    void proposalBody();
};

void tst_FuzzRegressions::foldersHoldInputs_data()
{
    QTest::addColumn<QString>("folder");
    QTest::newRow("fuzz_rules_request") << dataDir("fuzz_rules_request");
    QTest::newRow("fuzz_dice") << dataDir("fuzz_dice");
    QTest::newRow("fuzz_proposal_body") << dataDir("fuzz_proposal_body");
}

void tst_FuzzRegressions::foldersHoldInputs()
{
    QFETCH(QString, folder);
    QVERIFY2(!QDir(folder).entryList(QDir::Files).isEmpty(), qPrintable(folder));
}

void tst_FuzzRegressions::rulesRequest_data()
{
    addFileRows("fuzz_rules_request");
}

void tst_FuzzRegressions::rulesRequest()
{
    QFETCH(QString, file);
    const QString problem = RulesRequestCheck::run(contents(file));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void tst_FuzzRegressions::dice_data()
{
    addFileRows("fuzz_dice");
}

void tst_FuzzRegressions::dice()
{
    QFETCH(QString, file);
    const QString problem = DiceCheck::run(contents(file));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void tst_FuzzRegressions::proposalBody_data()
{
    addFileRows("fuzz_proposal_body");
}

void tst_FuzzRegressions::proposalBody()
{
    QFETCH(QString, file);
    const QString problem = ProposalBodyCheck::run(contents(file));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

ADC_TEST_APPLESS_MAIN(tst_FuzzRegressions)
#include "tst_fuzzregressions.moc"
