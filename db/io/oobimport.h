#pragma once

#include "core/common/result.h"
#include "core/model/unitrecord.h"
#include "db/tables/unitreader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

// Reads a whole order of battle, as JSON (an array of unit objects, or
// {"battle": {...}, "units": [...]}) or as CSV (a header row of field names,
// then one unit per line). Every bad row is reported with its line in the
// file (for JSON, the line where the unit's object opens) and everything
// wrong with it; a caller imports the units only when there is no problem.
class OobImport
{
public:
    enum class Format { Json, Csv };

    // Everything wrong with one row (or with the file as a whole, line 0
    // when no line can be named).
    struct Problem
    {
        int line = 0;
        QStringList messages; // "FIELD: what is wrong"

        QString toString() const;
    };

    struct Result
    {
        QJsonObject battle; // the "battle" object of a JSON file, empty otherwise
        QList<UnitRecord> units;
        QList<int> lines; // the line each unit starts on, for later checks
        QList<Problem> problems;

        bool ok() const { return problems.isEmpty(); }
        // Every problem on one line: "line 3: castings: ...; line 7: arm: ...".
        QString problemText() const;
    };

    // The format a file's name says (.json, .csv); otherwise the first
    // character of its text decides ('[' or '{' is JSON).
    static Format formatOf(const QString &path, const QByteArray &text);

    static Result fromJson(const QByteArray &text, const UnitReader &reader);
    static Result fromCsv(const QByteArray &text, const UnitReader &reader);
    static Result fromText(const QByteArray &text, Format format, const UnitReader &reader);

    // The most an order of battle file may hold: 256 MiB.
    static constexpr qint64 kMaxFileBytes = qint64(256) << 20;
    // Reads the file, at most kMaxFileBytes (a larger file or an endless
    // stream is refused, *overLimit set). Fails naming the file and what is
    // wrong.
    static Adc::Result<QByteArray> readFile(const QString &path, bool *overLimit = nullptr);
    // Reads the file; a file that cannot be read fails naming the file and
    // what is wrong. Problems with its rows are in the Result it gives.
    static Adc::Result<Result> fromFile(const QString &path, const UnitReader &reader);

    // Splits CSV text into records (RFC 4180: quoted cells may hold commas,
    // quotes doubled, and line breaks). Each record keeps the line it starts
    // on; blank lines are skipped. Malformed quoting is added to *problems.
    struct CsvRecord
    {
        int line = 0;
        QStringList cells;
    };
    static QList<CsvRecord> splitCsv(const QString &text, QList<Problem> *problems);
};

} // namespace Adc
