#include "core/common/rulebook.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Adc;

class tst_RuleBook : public QObject
{
    Q_OBJECT

private:
    // Copies every compiled-in table into dir.
    static void copyTables(const QString &dir)
    {
        for (const QString &file : RuleBook::tableFiles()) {
            QFile source(TableReader::standardDirectory() + QLatin1Char('/') + file);
            QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(file));
            QFile target(dir + QLatin1Char('/') + file);
            QVERIFY(target.open(QIODevice::WriteOnly));
            target.write(source.readAll());
        }
    }

private Q_SLOTS:
    void compiledTablesAreSound()
    {
        const QList<Failure> errors = RuleBook::check();
        QStringList text;
        for (const Failure &error : errors)
            text << error.reason;
        QVERIFY2(errors.isEmpty(), qPrintable(text.join(QLatin1Char('\n'))));
    }

    void everyTableFileIsCompiledIn()
    {
        const QStringList compiled = QDir(TableReader::standardDirectory()).entryList(QDir::Files);
        QStringList listed = RuleBook::tableFiles();
        listed.sort();
        QVERIFY(!compiled.isEmpty());
        QCOMPARE(compiled, listed);
    }

    void brokenTable_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : RuleBook::tableFiles())
            QTest::newRow(qPrintable(file)) << file;
    }

    void brokenTable()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyTables(dir.path());
        QVERIFY(RuleBook::check(dir.path()).isEmpty());

        QFile broken(dir.filePath(file));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("{ \"truncated\": ");
        broken.close();

        const QList<Failure> errors = RuleBook::check(dir.path());
        QVERIFY(!errors.isEmpty());
        for (const Failure &error : errors) {
            QVERIFY2(error.reason.startsWith(file + QLatin1String(": ")), qPrintable(error.reason));
            QVERIFY(error.reason.contains(QLatin1String("not valid JSON")));
            QCOMPARE(error.kind, Failure::Kind::Failed);
        }
    }

    void missingTableIsNamed()
    {
        QTemporaryDir dir;
        copyTables(dir.path());
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("ranges.json"))));
        const QList<Failure> errors = RuleBook::check(dir.path());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().reason.startsWith(QLatin1String("ranges.json: ")),
                 qPrintable(errors.first().reason));
    }
};

ADC_TEST_APPLESS_MAIN(tst_RuleBook)
#include "tst_rulebook.moc"
