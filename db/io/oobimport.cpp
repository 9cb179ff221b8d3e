#include "io/oobimport.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>

namespace Adc {

namespace {

int lineAt(const QByteArray &text, qsizetype position)
{
    position = std::min(position, text.size());
    return 1 + static_cast<int>(std::count(text.constBegin(), text.constBegin() + position, '\n'));
}

// Walks JSON text that QJsonDocument has already accepted, to find where the
// units' objects open: QJsonDocument keeps no positions.
class JsonPositions
{
public:
    explicit JsonPositions(const QByteArray &text)
        : m_text(text)
    {
    }

    // Where each element of the units array starts, and where each key of a
    // top-level object starts.
    QList<qsizetype> unitStarts;
    QHash<QString, qsizetype> topKeys;

    void scan()
    {
        skipSpace();
        if (peek() == '[') {
            unitStarts = arrayElements();
        } else if (peek() == '{') {
            ++m_at;
            while (true) {
                skipSpace();
                if (peek() != '"')
                    break;
                const qsizetype keyAt = m_at;
                const QString key = string();
                topKeys.insert(key, keyAt);
                skipSpace();
                ++m_at; // ':'
                skipSpace();
                if (key == QLatin1String("units") && peek() == '[')
                    unitStarts = arrayElements();
                else
                    skipValue();
                skipSpace();
                if (peek() == ',')
                    ++m_at;
            }
        }
    }

private:
    char peek() const { return m_at < m_text.size() ? m_text.at(m_at) : '\0'; }

    void skipSpace()
    {
        while (m_at < m_text.size()
               && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_at;
    }

    QString string()
    {
        const qsizetype start = m_at;
        ++m_at; // opening quote
        while (m_at < m_text.size() && peek() != '"') {
            if (peek() == '\\')
                ++m_at;
            ++m_at;
        }
        ++m_at; // closing quote
        const QJsonDocument document
            = QJsonDocument::fromJson('[' + m_text.mid(start, m_at - start) + ']');
        return document.array().at(0).toString();
    }

    QList<qsizetype> arrayElements()
    {
        QList<qsizetype> starts;
        ++m_at; // '['
        while (true) {
            skipSpace();
            if (peek() == ']' || m_at >= m_text.size()) {
                ++m_at;
                break;
            }
            starts << m_at;
            skipValue();
            skipSpace();
            if (peek() == ',')
                ++m_at;
        }
        return starts;
    }

    void skipValue()
    {
        const char c = peek();
        if (c == '"') {
            string();
            return;
        }
        if (c == '[' || c == '{') {
            int depth = 0;
            while (m_at < m_text.size()) {
                const char d = peek();
                if (d == '"') {
                    string();
                    continue;
                }
                if (d == '[' || d == '{')
                    ++depth;
                else if (d == ']' || d == '}')
                    --depth;
                ++m_at;
                if (depth == 0)
                    return;
            }
            return;
        }
        // A number or a literal: up to the next delimiter.
        while (m_at < m_text.size() && peek() != ',' && peek() != ']' && peek() != '}'
               && peek() != ' ' && peek() != '\n' && peek() != '\r' && peek() != '\t')
            ++m_at;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
};

void addProblem(QList<OobImport::Problem> *problems, int line, const QStringList &messages)
{
    problems->append(OobImport::Problem { line, messages });
}

// Two units of one file may not claim the same id.
void checkIds(const QList<UnitRecord> &units, const QList<int> &lines,
              QList<OobImport::Problem> *problems)
{
    QHash<qint64, int> seen;
    for (int i = 0; i < units.size(); ++i) {
        const qint64 id = units.at(i).id;
        if (id == 0)
            continue;
        if (seen.contains(id)) {
            addProblem(problems, lines.at(i),
                       { QStringLiteral("id: %1 is already the id of the unit on line %2")
                             .arg(id)
                             .arg(seen.value(id)) });
        } else {
            seen.insert(id, lines.at(i));
        }
    }
}

void sortProblems(QList<OobImport::Problem> *problems)
{
    std::stable_sort(
        problems->begin(), problems->end(),
        [](const OobImport::Problem &a, const OobImport::Problem &b) { return a.line < b.line; });
}

} // namespace

QString OobImport::Problem::toString() const
{
    const QString text = messages.join(QLatin1String("; "));
    return line > 0 ? QStringLiteral("line %1: %2").arg(line).arg(text) : text;
}

QString OobImport::Result::problemText() const
{
    QStringList parts;
    for (const Problem &problem : problems)
        parts << problem.toString();
    return parts.join(QLatin1String("; "));
}

OobImport::Format OobImport::formatOf(const QString &path, const QByteArray &text)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return Format::Json;
    if (suffix == QLatin1String("csv"))
        return Format::Csv;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        return c == '[' || c == '{' ? Format::Json : Format::Csv;
    }
    return Format::Csv;
}

OobImport::Result OobImport::fromJson(const QByteArray &file, const UnitReader &reader)
{
    Result result;
    // A byte-order mark (some editors write one) is no part of the JSON.
    const QByteArray text = file.startsWith("\xEF\xBB\xBF") ? file.mid(3) : file;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        addProblem(&result.problems, lineAt(text, parseError.offset),
                   { QStringLiteral("not JSON: %1").arg(parseError.errorString()) });
        return result;
    }
    JsonPositions positions(text);
    positions.scan();
    const auto keyLine = [&](const QString &key) {
        return positions.topKeys.contains(key) ? lineAt(text, positions.topKeys.value(key)) : 1;
    };

    QJsonArray units;
    if (document.isArray()) {
        units = document.array();
    } else {
        const QJsonObject root = document.object();
        for (auto it = root.begin(); it != root.end(); ++it) {
            if (it.key() != QLatin1String("battle") && it.key() != QLatin1String("units"))
                addProblem(&result.problems, keyLine(it.key()),
                           { QStringLiteral("%1: unknown field (an order of battle has "
                                            "\"battle\" and \"units\")")
                                 .arg(it.key()) });
        }
        const QJsonValue battle = root.value(QStringLiteral("battle"));
        if (!battle.isUndefined() && !battle.isNull()) {
            if (!battle.isObject()) {
                addProblem(&result.problems, keyLine(QStringLiteral("battle")),
                           { QStringLiteral("battle: expected an object") });
            } else {
                result.battle = battle.toObject();
                const QJsonValue name = result.battle.value(QStringLiteral("name"));
                if (!name.isUndefined() && !name.isString())
                    addProblem(&result.problems, keyLine(QStringLiteral("battle")),
                               { QStringLiteral("battle.name: expected a string") });
            }
        }
        const QJsonValue list = root.value(QStringLiteral("units"));
        if (list.isUndefined()) {
            addProblem(&result.problems, 1, { QStringLiteral("units: missing") });
        } else if (!list.isArray()) {
            addProblem(&result.problems, keyLine(QStringLiteral("units")),
                       { QStringLiteral("units: expected a list of unit objects") });
        } else {
            units = list.toArray();
        }
    }

    QList<int> &lines = result.lines;
    for (int i = 0; i < units.size(); ++i) {
        const int line
            = i < positions.unitStarts.size() ? lineAt(text, positions.unitStarts.at(i)) : 0;
        const QJsonValue value = units.at(i);
        if (!value.isObject()) {
            addProblem(&result.problems, line,
                       { QStringLiteral("unit %1: expected a unit object").arg(i + 1) });
            continue;
        }
        QStringList messages;
        const std::optional<UnitRecord> unit = reader.read(value.toObject(), &messages);
        if (!unit) {
            addProblem(&result.problems, line, messages);
            continue;
        }
        result.units << *unit;
        lines << line;
    }
    checkIds(result.units, lines, &result.problems);
    sortProblems(&result.problems);
    if (!result.ok()) {
        result.units.clear();
        result.lines.clear();
    }
    return result;
}

QList<OobImport::CsvRecord> OobImport::splitCsv(const QString &text, QList<Problem> *problems)
{
    QList<CsvRecord> records;
    CsvRecord record;
    QString cell;
    int line = 1;
    record.line = 1;
    bool quoted = false; // inside a quoted cell
    bool afterQuote = false; // a quoted cell has closed; a comma or line end must follow
    bool cellStarted = false; // anything read in this record
    bool recordBad = false;

    const auto endRecord = [&]() {
        record.cells << cell;
        const bool blank
            = record.cells.size() == 1 && record.cells.first().isEmpty() && !cellStarted;
        if (!blank && !recordBad)
            records << record;
        record = CsvRecord();
        record.line = line;
        cell.clear();
        afterQuote = false;
        cellStarted = false;
        recordBad = false;
    };

    qsizetype i = 0;
    if (text.startsWith(QChar(0xFEFF)))
        i = 1;
    for (; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    cell += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            record.cells << cell;
            cell.clear();
            afterQuote = false;
            cellStarted = true;
        } else if (c == QLatin1Char('\r') && i + 1 < text.size()
                   && text.at(i + 1) == QLatin1Char('\n')) {
            continue; // the \n ends the record
        } else if (c == QLatin1Char('\n')) {
            ++line;
            endRecord();
        } else if (afterQuote) {
            if (!recordBad)
                addProblem(problems, record.line,
                           { QStringLiteral("cell %1: text after its closing quote")
                                 .arg(record.cells.size() + 1) });
            recordBad = true;
        } else if (c == QLatin1Char('"')) {
            if (cell.isEmpty()) {
                quoted = true;
                cellStarted = true;
            } else {
                if (!recordBad)
                    addProblem(problems, record.line,
                               { QStringLiteral("cell %1: a quote inside an unquoted cell "
                                                "(quote the whole cell and double the quote)")
                                     .arg(record.cells.size() + 1) });
                recordBad = true;
            }
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    if (quoted) {
        addProblem(problems, record.line, { QStringLiteral("a quoted cell is never closed") });
        return records;
    }
    if (cellStarted || !cell.isEmpty() || !record.cells.isEmpty())
        endRecord();
    return records;
}

OobImport::Result OobImport::fromCsv(const QByteArray &text, const UnitReader &reader)
{
    Result result;
    const QList<CsvRecord> records = splitCsv(QString::fromUtf8(text), &result.problems);
    if (records.isEmpty()) {
        if (result.problems.isEmpty())
            addProblem(&result.problems, 1,
                       { QStringLiteral("empty: a header row of field names is needed") });
        sortProblems(&result.problems);
        return result;
    }

    // The header: every column a unit field, none twice.
    const CsvRecord &header = records.first();
    QStringList columns;
    QStringList headerProblems;
    const QStringList known = UnitRecord::fieldNames();
    for (const QString &cell : header.cells) {
        const QString column = cell.trimmed();
        if (!known.contains(column))
            headerProblems << QStringLiteral("\"%1\" is not a unit field (fields: %2)")
                                  .arg(column, known.join(QLatin1String(", ")));
        else if (columns.contains(column))
            headerProblems << QStringLiteral("%1: column given twice").arg(column);
        columns << column;
    }
    if (!headerProblems.isEmpty()) {
        addProblem(&result.problems, header.line, headerProblems);
        sortProblems(&result.problems);
        return result;
    }

    QList<int> &lines = result.lines;
    for (int r = 1; r < records.size(); ++r) {
        const CsvRecord &row = records.at(r);
        if (row.cells.size() != columns.size()) {
            addProblem(&result.problems, row.line,
                       { QStringLiteral("%1 cells where the header has %2")
                             .arg(row.cells.size())
                             .arg(columns.size()) });
            continue;
        }
        QStringList messages;
        const QJsonObject object = UnitReader::objectFromCsv(columns, row.cells, &messages);
        QStringList unreadable; // cells that are not their column's type
        for (const QString &message : std::as_const(messages))
            unreadable << message.section(QLatin1Char(':'), 0, 0);
        QStringList found;
        const std::optional<UnitRecord> unit = reader.read(object, &found);
        for (const QString &message : std::as_const(found)) {
            if (!unreadable.contains(message.section(QLatin1Char(':'), 0, 0)))
                messages << message;
        }
        if (!messages.isEmpty() || !unit) {
            addProblem(&result.problems, row.line, messages);
            continue;
        }
        result.units << *unit;
        lines << row.line;
    }
    checkIds(result.units, lines, &result.problems);
    sortProblems(&result.problems);
    if (!result.ok()) {
        result.units.clear();
        result.lines.clear();
    }
    return result;
}

OobImport::Result OobImport::fromText(const QByteArray &text, Format format,
                                      const UnitReader &reader)
{
    return format == Format::Json ? fromJson(text, reader) : fromCsv(text, reader);
}

Adc::Result<OobImport::Result> OobImport::fromFile(const QString &path, const UnitReader &reader)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Failure { QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()) };
    const QByteArray text = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Failure { QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()) };
    return fromText(text, formatOf(path, text), reader);
}

} // namespace Adc
