// The log's hash chain writes the JSON it hashes itself (an import's entry
// holds megabytes): its text must be byte for byte what QJsonDocument wrote
// when the older entries were hashed, or every battle file's chain breaks.

#include "db/storage/logchain.h"
#include "testsuite.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace Adc;

class tst_LogChain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsTheDocument_data();
    void sameAsTheDocument();
    void jsonColumnsHashTheSameAsText();
    void randomTextsHashTheSame();
};

namespace {

// The hash as the chain was first written: through a QJsonArray.
QString documentHash(const QVariantList &values, const QString &previous)
{
    QJsonArray fields;
    for (const QVariant &value : values) {
        if (value.isNull())
            fields.append(QJsonValue());
        else if (value.typeId() == QMetaType::Int || value.typeId() == QMetaType::LongLong)
            fields.append(value.toLongLong());
        else
            fields.append(value.toString());
    }
    fields.append(previous);
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(fields).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

QVariantList entryWith(const QString &text)
{
    return { QStringLiteral("2026-12-02T05:00:00.000Z"),
             QStringLiteral("edit"),
             text,
             3,
             2,
             QStringLiteral("{}"),
             QStringLiteral("{\"ok\":true}"),
             QVariant() };
}

} // namespace

void tst_LogChain::sameAsTheDocument_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << QStringLiteral("Rename 1/45e Ligne");
    QTest::newRow("quote and backslash") << QStringLiteral("a \"b\" \\c\\");
    QTest::newRow("control characters") << QString::fromUtf16(u"tab\there\nnew\rcr\b\f\x01\x1f");
    QTest::newRow("delete") << QString::fromUtf16(u"\x7f");
    QTest::newRow("accents") << QStringLiteral("Régiment étranger");
    QTest::newRow("wide") << QString::fromUtf16(u"中文 \u2028 \u2029 \uffff");
    QTest::newRow("pair") << QString::fromUtf16(u"flag \U0001F1EB\U0001F1F7");
    QTest::newRow("lone high") << QString::fromUtf16(u"a\xd800z");
    QTest::newRow("lone low") << QString::fromUtf16(u"a\xdc00z");
    QTest::newRow("high then high") << QString::fromUtf16(u"\xd800\xd801\xdc37");
    QTest::newRow("high at the end") << QString::fromUtf16(u"end\xdbff");
    QTest::newRow("placeholders") << QStringLiteral("%1 %L2 &amp; <b>");
    QTest::newRow("empty") << QString();
}

void tst_LogChain::sameAsTheDocument()
{
    QFETCH(QString, text);
    const QVariantList values = entryWith(text);
    QCOMPARE(LogChain::hash(values, QString()), documentHash(values, QString()));
    QCOMPARE(LogChain::hash(values, text), documentHash(values, text));
}

// The JSON columns are hashed from the UTF-8 they are written from, and
// checked later from the text read back: both give one hash.
void tst_LogChain::jsonColumnsHashTheSameAsText()
{
    const QString name = QString::fromUtf16(u"\"Q\" \\ é 中 \U0001F1EB \xd800 \t\n");
    const QByteArray inputs
        = QJsonDocument(QJsonObject {
                            { QStringLiteral("action"), QStringLiteral("edit") },
                            { QStringLiteral("value"), name },
                        })
              .toJson(QJsonDocument::Compact);
    const QByteArray changes
        = QJsonDocument(QJsonArray { QJsonObject { { QStringLiteral("after"), name } } })
              .toJson(QJsonDocument::Compact);
    QVariantList written = entryWith(name);
    written[5] = inputs;
    written[7] = changes;
    QVariantList read = entryWith(name);
    read[5] = QString::fromUtf8(inputs);
    read[7] = QString::fromUtf8(changes);
    QCOMPARE(LogChain::hash(written, QStringLiteral("ab12")),
             LogChain::hash(read, QStringLiteral("ab12")));
    QCOMPARE(LogChain::hash(read, QStringLiteral("ab12")),
             documentHash(read, QStringLiteral("ab12")));
}

void tst_LogChain::randomTextsHashTheSame()
{
    QRandomGenerator random(20261202);
    for (int round = 0; round < 2000; ++round) {
        QString text;
        const int length = random.bounded(12);
        for (int i = 0; i < length; ++i) {
            // Mostly the edges: controls, ASCII, two- and three-byte
            // characters and surrogates, paired or not.
            static const char16_t picks[]
                = { 0x0,    0x1f,   0x20,   '"',    '\\',   0x7f,   0x80,   0x7ff, 0x800, 0xd7ff,
                    0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xffff, 'a',   0xe9,  0x4e2d };
            text.append(QChar(picks[random.bounded(int(std::size(picks)))]));
        }
        const QVariantList values = entryWith(text);
        QCOMPARE(LogChain::hash(values, text), documentHash(values, text));
    }
}

ADC_TEST_GUILESS_MAIN(tst_LogChain)
#include "tst_logchain.moc"
