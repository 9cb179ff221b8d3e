#include "cli/battlefile/oobcommands.h"

#include "cli/battlefile/battleaccess.h"
#include "cli/command/boundedinput.h"
#include "core/common/quote.h"
#include "db/actions/actionoutcome.h"
#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "db/io/outputfile.h"
#include "db/tables/unitreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace Adc {

namespace {

// Why units of an order of battle may not stand where they are put, by line.
QList<OobImport::Problem> placementProblems(const Battle &battle, const OobImport::Result &oob)
{
    QList<OobImport::Problem> problems;
    for (int i = 0; i < oob.units.size(); ++i) {
        const QString refusal = BattleAccess::placementRefusal(battle, oob.units.at(i));
        if (!refusal.isEmpty())
            problems.append(OobImport::Problem {
                oob.lines.value(i),
                { QStringLiteral("%1: %2").arg(oob.units.at(i).name, refusal) } });
    }
    return problems;
}

// The order of battle's bytes, at most OobImport::kMaxFileBytes: a larger
// file or a stream without end (/dev/zero) is refused as soon as it passes
// the limit (malformed, exit 2), having held no more than the limit in
// memory; a file that cannot be read is a failure (exit 1).
Result<QByteArray> readOob(const QString &source)
{
    if (QFileInfo(source).isDir())
        return Failure::failed(QCoreApplication::translate(
                                   "Adc::OobCommands", "%1: is a folder, not an order of battle")
                                   .arg(source));
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly))
        return Failure::failed(
            QCoreApplication::translate("Adc::OobCommands", "%1: cannot read: %2")
                .arg(source, file.errorString()));
    BoundedInput::Text text = BoundedInput::all(file, OobImport::kMaxFileBytes);
    if (text.status == BoundedInput::Status::TooLong) {
        return Failure::malformed(
            QCoreApplication::translate("Adc::OobCommands",
                                        "%1: is larger than the 256 MiB an order of battle may "
                                        "be; nothing imported")
                .arg(source));
    }
    if (!text.ok())
        return Failure::failed(
            QCoreApplication::translate("Adc::OobCommands", "%1: cannot read: %2")
                .arg(source, text.error));
    return std::move(text.bytes);
}

int reportImport(const ActionOutcome &outcome, const QString &source, int imported,
                 const CommandStreams &streams)
{
    if (outcome.ok()) {
        streams.answer(QJsonObject {
            { QStringLiteral("ok"), true },
            { QStringLiteral("imported"), imported },
            { QStringLiteral("ids"), answerOf(outcome).value(QStringLiteral("ids")) },
            { QStringLiteral("log_id"), answerOf(outcome).value(QStringLiteral("log_id")) } });
        return 0;
    }
    switch (outcome.kind()) {
    case Failure::Kind::Refused:
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::OobCommands", "%1: nothing imported: %2")
                .arg(source, answerOf(outcome).value(QStringLiteral("reason")).toString()));
    case Failure::Kind::Malformed:
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::OobCommands", "%1: nothing imported: %2")
                .arg(source, outcome.error()));
    case Failure::Kind::Failed:
        break;
    }
    return streams.fail(1, outcome.error());
}

// The format of --format, or else of --out's suffix; the failure is exit 2.
Result<QString> formatOf(const CommandArguments &arguments)
{
    QString format = arguments.value(QStringLiteral("--format"));
    if (arguments.has(QStringLiteral("--format")) && format.isEmpty())
        return Failure::malformed(QCoreApplication::translate(
            "Adc::OobCommands", "--format: a format is needed (json or csv)"));
    if (format.isEmpty())
        format = QFileInfo(arguments.value(QStringLiteral("--out"))).suffix().toLower()
                == QLatin1String("csv")
            ? QStringLiteral("csv")
            : QStringLiteral("json");
    if (format != QLatin1String("json") && format != QLatin1String("csv"))
        return Failure::malformed(
            QCoreApplication::translate("Adc::OobCommands", "--format: %1 is not one of json, csv")
                .arg(Quote::value(format)));
    return format;
}

} // namespace

int OobCommands::importOob(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    if (arguments.positional().isEmpty())
        return streams.fail(
            2,
            QCoreApplication::translate(
                "Adc::OobCommands",
                "import: name the order of battle to import (OOB.json or OOB.csv)"));
    const QString source = arguments.positional().first();
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(battle.failure());
    const Result<QByteArray> text = readOob(source);
    if (!text)
        return streams.fail(text.failure());
    OobImport::Result checked
        = OobImport::fromText(*text, OobImport::formatOf(source, *text),
                              UnitReader((*battle)->rulings(), UnitReader::IdField::Allowed));
    if (checked.ok() && checked.units.isEmpty())
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::OobCommands",
                                        "%1: nothing imported: the order of battle has no "
                                        "units")
                .arg(source));
    if (checked.ok())
        checked.problems = placementProblems(**battle, checked);
    if (!checked.ok())
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::OobCommands",
                                        "%1: nothing imported, %2 bad row(s): %3")
                .arg(source, QString::number(checked.problems.size()), checked.problemText()));
    return reportImport(BattleAccess::addUnits(**battle, checked.units), source,
                        checked.units.size(), streams);
}

int OobCommands::exportOob(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const Result<QString> format = formatOf(arguments);
    if (!format)
        return streams.fail(format.failure());
    // "-" is standard output, as no --out at all.
    QString target = arguments.value(QStringLiteral("--out"));
    if (target == QLatin1String("-"))
        target.clear();
    if (const QString refusal = OutputFile::refusal(target, *path); !refusal.isEmpty())
        return streams.fail(1, refusal);
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(battle.failure());
    const QList<UnitRecord> list = (*battle)->units();
    const QByteArray text = *format == QLatin1String("csv")
        ? OobExport::toCsv(list)
        : OobExport::toJson(list, QJsonObject { { QStringLiteral("name"), (*battle)->name() } });
    if (target.isEmpty()) {
        streams.write(text);
        return 0;
    }
    // Written whole or not at all.
    const Result<void> written = OutputFile::write(target, text);
    if (!written)
        return streams.fail(1, written.error());
    streams.answer(QJsonObject { { QStringLiteral("ok"), true },
                                 { QStringLiteral("out"), target },
                                 { QStringLiteral("format"), *format },
                                 { QStringLiteral("units"), list.size() } });
    return 0;
}

} // namespace Adc
