#include "db/storage/logchain.h"

#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlQuery>

namespace Adc {

namespace {

constexpr int kHashedColumns = 8;
// At most this many problems are named one by one.
constexpr int kMostLinksNamed = 20;

char hexDigit(uint value)
{
    return static_cast<char>(value < 10 ? '0' + value : 'a' + value - 10);
}

// Appends the text as a JSON string's contents, escaped byte for byte as
// QJsonDocument writes it (the hashes of older entries were taken over
// QJsonDocument's text): quote, backslash and control characters escaped,
// the rest UTF-8, a lone surrogate as \uXXXX.
void appendEscaped(const QString &text, QByteArray *out)
{
    const char16_t *at = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const end = at + text.size();
    while (at != end) {
        const char16_t u = *at++;
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                out->append(static_cast<char>(u));
                continue;
            }
            out->append('\\');
            switch (u) {
            case '"':
                out->append('"');
                break;
            case '\\':
                out->append('\\');
                break;
            case 0x8:
                out->append('b');
                break;
            case 0xc:
                out->append('f');
                break;
            case 0xa:
                out->append('n');
                break;
            case 0xd:
                out->append('r');
                break;
            case 0x9:
                out->append('t');
                break;
            default:
                out->append("u00", 3);
                out->append(hexDigit(u >> 4));
                out->append(hexDigit(u & 0xf));
            }
        } else if (u < 0x800) {
            out->append(static_cast<char>(0xc0 | (u >> 6)));
            out->append(static_cast<char>(0x80 | (u & 0x3f)));
        } else if (!QChar::isSurrogate(u)) {
            out->append(static_cast<char>(0xe0 | (u >> 12)));
            out->append(static_cast<char>(0x80 | ((u >> 6) & 0x3f)));
            out->append(static_cast<char>(0x80 | (u & 0x3f)));
        } else if (QChar::isHighSurrogate(u) && at != end && QChar::isLowSurrogate(*at)) {
            const char32_t c = QChar::surrogateToUcs4(u, *at++);
            out->append(static_cast<char>(0xf0 | (c >> 18)));
            out->append(static_cast<char>(0x80 | ((c >> 12) & 0x3f)));
            out->append(static_cast<char>(0x80 | ((c >> 6) & 0x3f)));
            out->append(static_cast<char>(0x80 | (c & 0x3f)));
        } else {
            out->append("\\u", 2);
            for (int shift = 12; shift >= 0; shift -= 4)
                out->append(hexDigit((u >> shift) & 0xf));
        }
    }
}

// The same for UTF-8 text QJsonDocument wrote (a column's JSON, before it is
// stored): it holds no control character and no lone surrogate, so only
// quote and backslash change. Anything else goes the long way.
void appendEscaped(const QByteArray &json, QByteArray *out)
{
    for (const char c : json) {
        if (static_cast<unsigned char>(c) < 0x20) {
            appendEscaped(QString::fromUtf8(json), out);
            return;
        }
    }
    // Written through a pointer: megabytes, a byte at a time.
    const qsizetype start = out->size();
    out->resize(start + 2 * json.size());
    char *cursor = out->data() + start;
    for (const char c : json) {
        if (c == '"' || c == '\\')
            *cursor++ = '\\';
        *cursor++ = c;
    }
    out->resize(cursor - out->constData());
}

// One value as QJsonDocument writes it in an array.
void appendValue(const QVariant &value, QByteArray *out)
{
    if (value.isNull()) {
        out->append("null", 4);
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        out->append(QByteArray::number(value.toLongLong()));
        return;
    case QMetaType::QByteArray:
        out->append('"');
        appendEscaped(value.toByteArray(), out);
        out->append('"');
        return;
    default:
        out->append('"');
        appendEscaped(value.toString(), out);
        out->append('"');
    }
}

QVariantList hashedValues(const QSqlQuery &query, int first)
{
    QVariantList values;
    for (int i = 0; i < kHashedColumns; ++i)
        values.append(query.value(first + i));
    return values;
}

} // namespace

QString LogChain::columns()
{
    return QStringLiteral("time, kind, summary, turn, segment, inputs, result, changes");
}

QVariantList LogChain::hashed(QVariantList values, const QString &station)
{
    if (!station.isEmpty())
        values.append(station);
    return values;
}

QString LogChain::hash(const QVariantList &values, const QString &previous)
{
    // The compact JSON array of the values and the previous hash, written
    // here rather than through a QJsonArray: an import's entry holds
    // megabytes, and the array would copy and convert them twice.
    QByteArray text;
    text.append('[');
    for (const QVariant &value : values) {
        appendValue(value, &text);
        text.append(',');
    }
    appendValue(previous, &text);
    text.append(']');
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

QString LogChain::lastHash(const QSqlDatabase &database)
{
    return Sql::value(database, QStringLiteral("SELECT hash FROM log ORDER BY id DESC LIMIT 1"))
        .toString();
}

void LogChain::rehashAll(const QSqlDatabase &database)
{
    // Every hash first, then the updates: no row changes under the reading.
    QList<std::pair<QVariant, QString>> hashes;
    {
        QSqlQuery entries = Sql::run(
            database, QStringLiteral("SELECT id, %1 FROM log ORDER BY id").arg(columns()));
        QString previous;
        while (entries.next()) {
            previous = hash(hashedValues(entries, 1), previous);
            hashes.append({ entries.value(0), previous });
        }
    }
    QSqlQuery update = Sql::query(database);
    if (!update.prepare(QStringLiteral("UPDATE log SET hash = ? WHERE id = ?")))
        throw DatabaseError(Sql::describe(update.lastError()));
    for (const auto &[id, value] : std::as_const(hashes)) {
        update.bindValue(0, value);
        update.bindValue(1, id);
        if (!update.exec())
            throw DatabaseError(Sql::describe(update.lastError()));
    }
}

void LogChain::verify(const QSqlDatabase &database, CheckReport *report)
{
    QSqlQuery entries = Sql::run(
        database,
        QStringLiteral("SELECT id, hash, station, %1 FROM log ORDER BY id").arg(columns()));
    QString previous;
    qint64 previousId = 0;
    int count = 0;
    int found = 0;
    while (entries.next()) {
        ++count;
        const qint64 id = entries.value(0).toLongLong();
        const QString stored = entries.value(1).toString();
        const QString expected
            = hash(hashed(hashedValues(entries, 3), entries.value(2).toString()), previous);
        QString problem;
        if (stored.isEmpty())
            problem = QCoreApplication::translate(
                          "Adc::LogChain",
                          "log entry %1 has no hash: it was not written by this "
                          "program")
                          .arg(id);
        else if (id != previousId + 1)
            problem = previousId == 0
                ? QCoreApplication::translate(
                      "Adc::LogChain",
                      "log entry %1 is the first: the entries before it were removed")
                      .arg(id)
                : QCoreApplication::translate(
                      "Adc::LogChain",
                      "log entry %1 follows entry %2: the entries between them were "
                      "removed")
                      .arg(id)
                      .arg(previousId);
        else if (stored != expected)
            problem = QCoreApplication::translate(
                          "Adc::LogChain",
                          "log entry %1 does not match its hash: it was changed after "
                          "it was written, or an entry before it was")
                          .arg(id);
        if (!problem.isEmpty() && ++found <= kMostLinksNamed)
            report->problems.append(problem);
        // The next entry is checked against what this one stores, so one
        // edited entry is named once.
        previous = stored;
        previousId = id;
    }
    if (found > kMostLinksNamed)
        report->problems.append(QCoreApplication::translate(
                                    "Adc::LogChain", "and %1 more log entries that break the chain")
                                    .arg(found - kMostLinksNamed));
    if (found == 0)
        report->checks.append(
            QCoreApplication::translate(
                "Adc::LogChain", "the log's hash chain holds: %1 entries, none changed or removed")
                .arg(count));
}

} // namespace Adc
