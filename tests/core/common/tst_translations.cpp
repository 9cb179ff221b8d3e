// The translations: every entry of the French file finished and not empty,
// no entry left over from a text the sources no longer hold, the same
// placeholders in each translation as in its source, plural forms for each
// %n text (in English too), the rule tables' texts all listed for
// translation, and the built French file loaded and read.

#include "core/common/ruletext.h"
#include "core/common/translations.h"
#include "core/common/tsfile.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace Adc;

namespace {

using TsFile::Entry;

QList<Entry> readTs(const QString &path)
{
    return TsFile::read(path);
}

QString translationsFolder()
{
    return TsFile::folder();
}

// The placeholders of a text, sorted: %1 ... %99 and %n.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    found.removeDuplicates();
    return found;
}

QString where(const Entry &entry)
{
    return entry.context + QStringLiteral(": \"") + entry.source + QLatin1Char('"');
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frenchIsComplete();
    void placeholdersMatch_data();
    void placeholdersMatch();
    void pluralsHaveTheirForms();
    void ruleTextsAreAllListed();
    void frenchLoadsAndSpeaks();
    void languageFollowsTheChoice();
};

void tst_Translations::frenchIsComplete()
{
    const QList<Entry> entries
        = readTs(translationsFolder() + QStringLiteral("aide-de-camp_fr.ts"));
    QVERIFY2(entries.size() > 1000, qPrintable(QString::number(entries.size())));
    QStringList unfinished;
    QStringList empty;
    QStringList leftOver;
    for (const Entry &entry : entries) {
        if (entry.type == QLatin1String("unfinished"))
            unfinished.append(where(entry));
        else if (entry.type == QLatin1String("vanished") || entry.type == QLatin1String("obsolete"))
            leftOver.append(where(entry));
        for (const QString &text : entry.translations) {
            if (text.trimmed().isEmpty() && !entry.source.trimmed().isEmpty())
                empty.append(where(entry));
        }
    }
    QVERIFY2(unfinished.isEmpty(),
             qPrintable(QStringLiteral("%1 unfinished: ").arg(unfinished.size())
                        + unfinished.join(QLatin1String("; "))));
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QLatin1String("; "))));
    QVERIFY2(leftOver.isEmpty(), qPrintable(leftOver.join(QLatin1String("; "))));
}

void tst_Translations::placeholdersMatch_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("French") << QStringLiteral("aide-de-camp_fr.ts");
    QTest::newRow("English plurals") << QStringLiteral("aide-de-camp_en.ts");
}

void tst_Translations::placeholdersMatch()
{
    QFETCH(QString, file);
    QStringList wrong;
    for (const Entry &entry : readTs(translationsFolder() + file)) {
        const QStringList wanted = placeholders(entry.source);
        for (const QString &text : entry.translations) {
            // A singular form may spell out its one ("1 unité"): %n is then
            // optional; every other placeholder must be there.
            QStringList got = placeholders(text);
            QStringList need = wanted;
            if (entry.numerus && !got.contains(QStringLiteral("%n")))
                need.removeAll(QStringLiteral("%n"));
            if (!text.isEmpty() && got != need)
                wrong.append(where(entry) + QStringLiteral(" -> \"") + text + QLatin1Char('"'));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1String("; "))));
}

void tst_Translations::pluralsHaveTheirForms()
{
    for (const QString &file :
         { QStringLiteral("aide-de-camp_fr.ts"), QStringLiteral("aide-de-camp_en.ts") }) {
        int plurals = 0;
        for (const Entry &entry : readTs(translationsFolder() + file)) {
            if (!entry.numerus)
                continue;
            ++plurals;
            QVERIFY2(entry.type.isEmpty(), qPrintable(file + QLatin1Char(' ') + where(entry)));
            QVERIFY2(entry.translations.size() == 2,
                     qPrintable(file + QLatin1Char(' ') + where(entry)));
        }
        QVERIFY2(plurals >= 10, qPrintable(file));
    }
}

void tst_Translations::ruleTextsAreAllListed()
{
    // Every title, note and reason of the rule tables that a person reads.
    const QSet<QString> keys { QStringLiteral("title"),
                               QStringLiteral("text"),
                               QStringLiteral("note"),
                               QStringLiteral("reason"),
                               QStringLiteral("lostWhenFalse"),
                               QStringLiteral("band"),
                               QStringLiteral("otherwise"),
                               QStringLiteral("withoutTerrain"),
                               QStringLiteral("wrongFormation"),
                               QStringLiteral("fallbackNote"),
                               QStringLiteral("modifiersNote"),
                               QStringLiteral("other_arms_reason"),
                               QStringLiteral("other_shots_reason") };
    const QStringList listed = RuleText::all();
    QStringList missing;
    std::function<void(const QJsonValue &)> walk = [&](const QJsonValue &value) {
        if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                walk(item);
            return;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.value().isString() && keys.contains(it.key())
                && !listed.contains(it.value().toString()))
                missing.append(it.value().toString());
            walk(it.value());
        }
    };
    const QDir rules(AdcTest::sourceDir() + QStringLiteral("/resources/rules"));
    const QStringList files = rules.entryList({ QStringLiteral("*.json") });
    QVERIFY(files.size() >= 9);
    for (const QString &name : files) {
        QFile file(rules.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        walk(QJsonDocument::fromJson(file.read(4 << 20)).object());
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String("; "))));
}

void tst_Translations::frenchLoadsAndSpeaks()
{
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
    QVERIFY(QFile::exists(Translations::folder() + QStringLiteral("/aide-de-camp_fr.qm")));
    QCOMPARE(QCoreApplication::translate("Adc::VocabularyText", "closed column"),
             QStringLiteral("closed column"));
    QVERIFY(Translations::install(QStringLiteral("fr")));
    QCOMPARE(QCoreApplication::translate("Adc::VocabularyText", "closed column"),
             QStringLiteral("colonne serrée"));
    QCOMPARE(RuleText::text(QStringLiteral("Target in closed column")),
             QStringLiteral("Cible en colonne serrée"));
    QCOMPARE(QLocale().toString(3.5), QStringLiteral("3,5"));
    // Qt's own texts come in French too.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Annuler"));
}

void tst_Translations::languageFollowsTheChoice()
{
    QCOMPARE(Translations::choose(QStringLiteral("fr")), QStringLiteral("fr"));
    QCOMPARE(Translations::choose(QStringLiteral("en")), QStringLiteral("en"));
    // The tests run with LANGUAGE=en.
    QCOMPARE(Translations::choose(), QStringLiteral("en"));
    QCOMPARE(Translations::choose(QStringLiteral("de")), QStringLiteral("en"));
}

ADC_TEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
