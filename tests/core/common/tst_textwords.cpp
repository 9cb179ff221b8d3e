// Text a person reads speaks the umpire's words: no source text of the
// translations names the rules' source documents, a chart's file or id, or a
// ruling's key. (The rulings and charts are named by their titles.)

#include "core/common/rulings.h"
#include "core/common/tsfile.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace Adc;

namespace {

// The ids of the rule tables' entries that read as keys (two words or more
// joined by hyphens), and the tables' file names that are not plain words
// ("aor_exposure", "firemodifiers"; "ammunition" is a word, not an id).
QStringList chartIds()
{
    QStringList ids;
    std::function<void(const QJsonValue &)> walk = [&](const QJsonValue &value) {
        if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                walk(item);
            return;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == QLatin1String("id") && it.value().toString().contains(QLatin1Char('-')))
                ids.append(it.value().toString());
            walk(it.value());
        }
    };
    const QDir rules(AdcTest::sourceDir() + QStringLiteral("/resources/rules"));
    for (const QString &name : rules.entryList({ QStringLiteral("*.json") })) {
        QFile file(rules.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            ADC_FAIL(QStringLiteral("cannot read ") + name);
            continue;
        }
        walk(QJsonDocument::fromJson(file.read(4 << 20)).object());
        const QString base = QFileInfo(name).completeBaseName();
        static const QStringList plainWords
            = { QStringLiteral("ammunition"), QStringLiteral("casualties"),
                QStringLiteral("ranges"), QStringLiteral("terrain"), QStringLiteral("towns") };
        if (!plainWords.contains(base))
            ids.append(base);
    }
    ids.removeDuplicates();
    return ids;
}

QRegularExpression word(const QString &text)
{
    return QRegularExpression(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(text)
                              + QStringLiteral("(?![\\w-])"));
}

} // namespace

class tst_TextWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void noSourceDocuments();
    void noRulingKeys();
    void noChartIds();

private:
    QList<TsFile::Entry> m_entries;

    QStringList sourcesMatching(const QRegularExpression &pattern) const
    {
        QStringList found;
        for (const TsFile::Entry &entry : m_entries) {
            if (entry.type != QLatin1String("vanished") && entry.type != QLatin1String("obsolete")
                && pattern.match(entry.source).hasMatch())
                found.append(entry.context + QStringLiteral(": \"") + entry.source
                             + QLatin1Char('"'));
        }
        return found;
    }
};

void tst_TextWords::initTestCase()
{
    m_entries = TsFile::read(TsFile::folder() + QStringLiteral("aide-de-camp_fr.ts"));
    QVERIFY(!m_entries.isEmpty());
}

void tst_TextWords::noSourceDocuments()
{
    QVERIFY(m_entries.size() > 1000);
    // "The seed has no charge result table" speaks of how the rules reached
    // the program, not of the rules.
    const QRegularExpression documents(QStringLiteral("\\bseeds?\\b|\\b[A-Za-z]+\\.md\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QStringList found = sourcesMatching(documents);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1String("; "))));
}

void tst_TextWords::noRulingKeys()
{
    QStringList found;
    QVERIFY(Rulings::catalogue().size() >= 10);
    for (const RulingInfo &info : Rulings::catalogue())
        found += sourcesMatching(word(info.key));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1String("; "))));
}

void tst_TextWords::noChartIds()
{
    const QStringList ids = chartIds();
    QVERIFY(ids.size() > 50);
    QStringList found;
    for (const QString &id : ids)
        found += sourcesMatching(word(id));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1String("; "))));
}

ADC_TEST_APPLESS_MAIN(tst_TextWords)
#include "tst_textwords.moc"
