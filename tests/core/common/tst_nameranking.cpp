// The one ranking of names the roster search and the unit choosers share: a
// name typed in full, then one that starts with the text, then one with a
// word that starts with it, then one that holds it.

#include "core/common/nameranking.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

class tst_NameRanking : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rank_data();
    void rank();
    void order_data();
    void order();
};

void tst_NameRanking::rank_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("rank");

    const auto row
        = [](const char *what, const QString &name, const QString &typed, NameRanking::Rank rank) {
              QTest::newRow(what) << name << typed << int(rank);
          };
    row("typed in full", QStringLiteral("2e Ligne"), QStringLiteral("2e Ligne"),
        NameRanking::Whole);
    row("in full, case and accents aside", QStringLiteral("2e Léger"), QStringLiteral("2E LEGER"),
        NameRanking::Whole);
    row("in full, spaces aside", QStringLiteral("2e  Ligne"), QStringLiteral(" 2e Ligne "),
        NameRanking::Whole);
    row("nothing typed", QStringLiteral("2e Ligne"), QString(), NameRanking::Whole);
    row("the start", QStringLiteral("2e Ligne"), QStringLiteral("2e L"), NameRanking::Starts);
    row("a word's start", QStringLiteral("61e Ligne"), QStringLiteral("lig"),
        NameRanking::WordStarts);
    row("a word's start after a slash", QStringLiteral("2/2nd Nassau"), QStringLiteral("2nd"),
        NameRanking::WordStarts);
    row("held inside a word", QStringLiteral("72e Ligne"), QStringLiteral("2e Ligne"),
        NameRanking::Holds);
    row("held, though a later word starts with it", QStringLiteral("Saxe-Weimar"),
        QStringLiteral("e"), NameRanking::Holds);
    row("a later word starts with it", QStringLiteral("Berlin Weimar"), QStringLiteral("wei"),
        NameRanking::WordStarts);
    row("the typographic apostrophe typed plain", QStringLiteral("L\u2019H\u00e9ritier"),
        QStringLiteral("l'heritier"), NameRanking::Whole);
    row("not there", QStringLiteral("2e Ligne"), QStringLiteral("3e"), NameRanking::NoMatch);
    row("longer than the name", QStringLiteral("2e"), QStringLiteral("2e Ligne"),
        NameRanking::NoMatch);
}

void tst_NameRanking::rank()
{
    QFETCH(QString, name);
    QFETCH(QString, typed);
    QFETCH(int, rank);
    QCOMPARE(int(NameRanking::rank(name, typed)), rank);
}

void tst_NameRanking::order_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("better");
    QTest::addColumn<QString>("worse");

    QTest::newRow("in full before a longer name that starts with it")
        << QStringLiteral("2e Ligne") << QStringLiteral("2e Ligne")
        << QStringLiteral("2e Ligne Grenadiers");
    QTest::newRow("in full before a name that holds it")
        << QStringLiteral("2e Ligne") << QStringLiteral("2e Ligne") << QStringLiteral("72e Ligne");
    QTest::newRow("starts before a word's start")
        << QStringLiteral("li") << QStringLiteral("Light Dragoons") << QStringLiteral("61e Ligne");
    QTest::newRow("a word's start before inside a word")
        << QStringLiteral("ard") << QStringLiteral("1/52nd Ardennes")
        << QStringLiteral("Guard Chasseurs");
}

void tst_NameRanking::order()
{
    QFETCH(QString, typed);
    QFETCH(QString, better);
    QFETCH(QString, worse);
    QVERIFY(NameRanking::rank(better, typed) < NameRanking::rank(worse, typed));
}

ADC_TEST_APPLESS_MAIN(tst_NameRanking)
#include "tst_nameranking.moc"
