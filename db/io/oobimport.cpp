#include "db/io/oobimport.h"

#include "core/common/quote.h"

#include "db/io/csvsplitter.h"
#include "db/io/jsonpositions.h"
#include "db/io/unitcsv.h"

#include <QCoreApplication>
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

// Line numbers of positions that only grow (the units' starts, in order),
// counted from the last one: counting from the top each time made a large
// import quadratic.
class LineCounter
{
public:
    explicit LineCounter(const QByteArray &text)
        : m_text(text)
    {
    }

    int lineAt(qsizetype position)
    {
        position = std::min(position, m_text.size());
        if (position < m_position) {
            m_position = 0;
            m_line = 1;
        }
        m_line += static_cast<int>(
            std::count(m_text.constBegin() + m_position, m_text.constBegin() + position, '\n'));
        m_position = position;
        return m_line;
    }

private:
    const QByteArray &m_text;
    qsizetype m_position = 0;
    int m_line = 1;
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
                       { QCoreApplication::translate(
                             "Adc::OobImport", "id: %1 is already the id of the unit on line %2")
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

// The order of battle's "battle" object, if any: its name must be text.
void readBattle(const QJsonObject &root, int line, OobImport::Result *result)
{
    const QJsonValue battle = root.value(QStringLiteral("battle"));
    if (battle.isUndefined() || battle.isNull())
        return;
    if (!battle.isObject()) {
        addProblem(&result->problems, line,
                   { QCoreApplication::translate("Adc::OobImport", "battle: expected an object") });
        return;
    }
    result->battle = battle.toObject();
    const QJsonValue name = result->battle.value(QStringLiteral("name"));
    if (!name.isUndefined() && !name.isString())
        addProblem(
            &result->problems, line,
            { QCoreApplication::translate("Adc::OobImport", "battle.name: expected a string") });
}

} // namespace

QString OobImport::Problem::toString() const
{
    const QString text = messages.join(QLatin1String("; "));
    return line > 0 ? QCoreApplication::translate("Adc::OobImport", "line %1: %2")
                          .arg(QString::number(line), text)
                    : text;
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
                   { QCoreApplication::translate("Adc::OobImport", "not JSON: %1")
                         .arg(parseError.errorString()) });
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
                addProblem(
                    &result.problems, keyLine(it.key()),
                    { QCoreApplication::translate("Adc::OobImport",
                                                  "%1: unknown field (an order of battle has "
                                                  "\"battle\" and \"units\")")
                          .arg(Quote::shortened(it.key())) });
        }
        readBattle(root, keyLine(QStringLiteral("battle")), &result);
        const QJsonValue list = root.value(QStringLiteral("units"));
        if (list.isUndefined()) {
            addProblem(&result.problems, 1,
                       { QCoreApplication::translate("Adc::OobImport", "units: missing") });
        } else if (!list.isArray()) {
            addProblem(&result.problems, keyLine(QStringLiteral("units")),
                       { QCoreApplication::translate("Adc::OobImport",
                                                     "units: expected a list of unit objects") });
        } else {
            units = list.toArray();
        }
    }

    // Each unit read where it stands, on this thread: two threads saved
    // nothing measurable (docs/contributing.md).
    QList<int> &lines = result.lines;
    LineCounter counter(text);
    for (int i = 0; i < units.size(); ++i) {
        const int line
            = i < positions.unitStarts.size() ? counter.lineAt(positions.unitStarts.at(i)) : 0;
        const QJsonValue value = units.at(i);
        if (!value.isObject()) {
            addProblem(
                &result.problems, line,
                { QCoreApplication::translate("Adc::OobImport", "unit %1: expected a unit object")
                      .arg(i + 1) });
            continue;
        }
        const Adc::Result<UnitRecord> unit = reader.read(value.toObject());
        if (!unit) {
            addProblem(&result.problems, line, unit.problems());
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
    return CsvSplitter(problems).split(text);
}

OobImport::Result OobImport::fromCsv(const QByteArray &text, const UnitReader &reader)
{
    Result result;
    const QList<CsvRecord> records = splitCsv(QString::fromUtf8(text), &result.problems);
    if (records.isEmpty()) {
        if (result.problems.isEmpty())
            addProblem(&result.problems, 1,
                       { QCoreApplication::translate(
                           "Adc::OobImport", "empty: a header row of field names is needed") });
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
            headerProblems << QCoreApplication::translate("Adc::OobImport",
                                                          "%1 is not a unit field (fields: %2)")
                                  .arg(Quote::value(column), known.join(QLatin1String(", ")));
        else if (columns.contains(column))
            headerProblems << QCoreApplication::translate("Adc::OobImport",
                                                          "%1: column given twice")
                                  .arg(column);
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
            addProblem(
                &result.problems, row.line,
                { QCoreApplication::translate("Adc::OobImport", "%1 cells where the header has %2")
                      .arg(row.cells.size())
                      .arg(columns.size()) });
            continue;
        }
        const UnitCsv::Row cells = UnitCsv::objectFromRow(columns, row.cells);
        QStringList messages = cells.unreadable;
        QStringList unreadable; // cells that are not their column's type
        for (const QString &message : std::as_const(messages))
            unreadable << message.section(QLatin1Char(':'), 0, 0);
        const Adc::Result<UnitRecord> unit = reader.read(cells.object);
        for (const QString &message : unit ? QStringList() : unit.problems()) {
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

Adc::Result<QByteArray> OobImport::readFile(const QString &path, bool *overLimit)
{
    if (overLimit)
        *overLimit = false;
    if (QFileInfo(path).isDir())
        return Failure::failed(
            QCoreApplication::translate("Adc::OobImport", "%1: is a folder, not an order of battle")
                .arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Failure::failed(QCoreApplication::translate("Adc::OobImport", "%1: cannot read: %2")
                                   .arg(path, file.errorString()));
    // Read in pieces up to the limit and one byte past it, so a stream
    // without end (/dev/zero) or a huge file stops at the limit.
    QByteArray text;
    constexpr qint64 kPiece = qint64(1) << 20;
    while (text.size() <= kMaxFileBytes) {
        const QByteArray piece = file.read(std::min(kPiece, kMaxFileBytes + 1 - text.size()));
        if (piece.isEmpty())
            break;
        text += piece;
    }
    if (file.error() != QFileDevice::NoError)
        return Failure::failed(QCoreApplication::translate("Adc::OobImport", "%1: cannot read: %2")
                                   .arg(path, file.errorString()));
    if (text.size() > kMaxFileBytes) {
        if (overLimit)
            *overLimit = true;
        return Failure::failed(
            QCoreApplication::translate("Adc::OobImport",
                                        "%1: is larger than the 256 MiB an order of battle may "
                                        "be; nothing imported")
                .arg(path));
    }
    return text;
}

Adc::Result<OobImport::Result> OobImport::fromFile(const QString &path, const UnitReader &reader)
{
    const Adc::Result<QByteArray> text = readFile(path);
    if (!text)
        return text.failure();
    return fromText(*text, formatOf(path, *text), reader);
}

} // namespace Adc
