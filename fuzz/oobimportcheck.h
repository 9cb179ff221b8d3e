#pragma once

// One input of fuzz_import, shared with tests/db/tst_fuzzregressions.cpp.

#include "db/battle/battle.h"
#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "db/storage/battlefile.h"
#include "db/tables/unitreader.h"

#include <QDir>

namespace Adc {

// Reads the bytes as a JSON and as a CSV order of battle and checks the
// outcome: every problem on a line of the file with a message, or units that
// export and read back unchanged. With a folder, an order of battle that
// reads is also imported into a new battle there, all or nothing.
class OobImportCheck
{
public:
    // Orders of battle up to this size are imported into a battle.
    static constexpr int kMaxImported = 50;

    // Empty when all is well; otherwise what was wrong.
    static QString run(const QByteArray &text, const QString &folder = QString())
    {
        const UnitReader reader;
        const OobImport::Result json = OobImport::fromJson(text, reader);
        QString problem
            = check(QStringLiteral("json"), text, json, OobImport::Format::Json, folder);
        if (!problem.isEmpty())
            return problem;
        const OobImport::Result csv = OobImport::fromCsv(text, reader);
        problem = check(QStringLiteral("csv"), text, csv, OobImport::Format::Csv, folder);
        if (!problem.isEmpty())
            return problem;
        QList<OobImport::Problem> split;
        const QList<OobImport::CsvRecord> records
            = OobImport::splitCsv(QString::fromUtf8(text), &split);
        for (const OobImport::CsvRecord &record : records) {
            if (record.line < 1 || record.line > lines(text))
                return QStringLiteral("csv record on line %1 of %2")
                    .arg(record.line)
                    .arg(lines(text));
        }
        return QString();
    }

private:
    static int lines(const QByteArray &text) { return int(text.count('\n')) + 1; }

    static QString check(const QString &format, const QByteArray &text,
                         const OobImport::Result &result, OobImport::Format kind,
                         const QString &folder)
    {
        if (!result.ok()) {
            for (const OobImport::Problem &problem : result.problems) {
                if (problem.messages.isEmpty())
                    return format
                        + QStringLiteral(": a problem on line %1 without a message")
                              .arg(problem.line);
                if (problem.line < 0 || problem.line > lines(text))
                    return format
                        + QStringLiteral(": a problem on line %1 of %2: %3")
                              .arg(problem.line)
                              .arg(lines(text))
                              .arg(problem.toString());
            }
            if (result.problemText().isEmpty())
                return format + QStringLiteral(": problems without text");
            return QString();
        }
        if (result.lines.size() != result.units.size())
            return format
                + QStringLiteral(": %1 units on %2 lines")
                      .arg(result.units.size())
                      .arg(result.lines.size());
        for (int line : result.lines) {
            if (line < 1 || line > lines(text))
                return format
                    + QStringLiteral(": a unit on line %1 of %2").arg(line).arg(lines(text));
        }
        // What reads must export and read back as the same units (with the
        // ids a battle would give them, as an export carries ids).
        QList<UnitRecord> stored = result.units;
        for (int i = 0; i < stored.size(); ++i)
            stored[i].id = i + 1;
        const UnitReader withIds(Rulings(), UnitReader::IdField::Allowed);
        const QByteArray exported = kind == OobImport::Format::Json ? OobExport::toJson(stored)
                                                                    : OobExport::toCsv(stored);
        const OobImport::Result again = OobImport::fromText(exported, kind, withIds);
        if (!again.ok())
            return format + QStringLiteral(": the export does not read back: ")
                + again.problemText();
        if (again.units != stored)
            return format + QStringLiteral(": the export reads back as other units: ")
                + QString::fromUtf8(exported);
        if (!folder.isEmpty() && !result.units.isEmpty() && result.units.size() <= kMaxImported)
            return import(format, result.units, folder);
        return QString();
    }

    static QString import(const QString &format, const QList<UnitRecord> &units,
                          const QString &folder)
    {
        const QString path = QDir(folder).filePath(QStringLiteral("import.adc"));
        BattleFile::removeAll(path);
        QString problem;
        {
            Result<std::unique_ptr<Battle>> created
                = Battle::create(path, QStringLiteral("Import"));
            std::unique_ptr<Battle> battle;
            if (created)
                battle = std::move(*created);
            const Result<QList<qint64>> added
                = battle ? battle->addUnits(units) : Result<QList<qint64>>(created.failure());
            if (!battle) {
                problem = format + QStringLiteral(": no battle to import into: ") + created.error();
            } else if (added) {
                if (battle->units().size() != units.size())
                    problem = format
                        + QStringLiteral(": %1 units imported as %2")
                              .arg(units.size())
                              .arg(battle->units().size());
            } else if (added.error().isEmpty()) {
                problem = format + QStringLiteral(": the import failed without a message");
            } else if (!battle->units().isEmpty()) {
                problem = format + QStringLiteral(": a failed import left units behind");
            }
        }
        BattleFile::removeAll(path);
        return problem;
    }
};

} // namespace Adc
