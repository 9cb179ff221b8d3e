#include "cli/battlefile/newbattlecommands.h"

#include "cli/battlefile/battleaccess.h"
#include "core/common/datafiles.h"
#include "db/io/oobimport.h"
#include "db/storage/nametext.h"
#include "db/tables/unitreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace Adc {

namespace {

// The sample's order of battle, read and checked. It is data installed with
// the program (share/aide-de-camp), not compiled in.
Result<OobImport::Result> sampleOob()
{
    const QString sample = DataFiles::path(QStringLiteral("battles/quatre-bras.json"));
    QFile file(sample);
    if (!file.open(QIODevice::ReadOnly))
        return Failure::failed(
            QCoreApplication::translate("Adc::NewBattleCommands",
                                        "%1: the sample battle cannot be read (%2)")
                .arg(sample, file.errorString()));
    // The sample is a few hundred kilobytes; more is not the sample.
    constexpr qint64 kLimit = 16 * 1024 * 1024;
    if (file.size() > kLimit)
        return Failure::failed(
            QCoreApplication::translate("Adc::NewBattleCommands",
                                        "%1: larger than 16 MiB, not the sample battle")
                .arg(sample));
    const OobImport::Result oob = OobImport::fromJson(file.read(kLimit), UnitReader());
    if (!oob.ok())
        return Failure::failed(QStringLiteral("%1: %2").arg(sample, oob.problemText()));
    return oob;
}

// Why a battle may not have this name (exit 2), or nothing: a name is one
// line of text.
QString nameRefusal(const QString &name)
{
    return NameText::refusal(QStringLiteral("--name"), name);
}

} // namespace

int NewBattleCommands::init(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const QString name = arguments.has(QStringLiteral("--name"))
        ? arguments.value(QStringLiteral("--name")).trimmed()
        : QFileInfo(*path).completeBaseName();
    if (name.isEmpty())
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::NewBattleCommands", "--name: a battle needs a name"));
    if (const QString refusal = nameRefusal(name); !refusal.isEmpty())
        return streams.fail(2, refusal);
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::create(*path, name);
    if (!battle)
        return streams.fail(1, battle.error());
    streams.answer(QJsonObject { { QStringLiteral("ok"), true },
                                 { QStringLiteral("db"), *path },
                                 { QStringLiteral("name"), (*battle)->name() },
                                 { QStringLiteral("version"), Battle::schemaVersion() } });
    return 0;
}

int NewBattleCommands::sample(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    QString name = arguments.value(QStringLiteral("--name")).trimmed();
    if (const QString refusal = nameRefusal(name); !refusal.isEmpty())
        return streams.fail(2, refusal);
    const Result<OobImport::Result> oob = sampleOob();
    if (!oob)
        return streams.fail(1, oob.error());
    if (name.isEmpty())
        name = oob->battle.value(QStringLiteral("name")).toString();
    // The units go in before the battle is there: a sample that cannot be
    // set up leaves no battle behind.
    const QString shown = *path;
    const Result<std::unique_ptr<Battle>> battle
        = BattleAccess::create(*path, name, [&oob, &shown](Battle &made) -> Result<void> {
              const ActionOutcome outcome = BattleAccess::addUnits(made, oob->units);
              if (outcome.ok())
                  return {};
              const QString why = outcome.error().isEmpty()
                  ? answerOf(outcome).value(QStringLiteral("reason")).toString()
                  : outcome.error();
              return Failure::failed(
                  QCoreApplication::translate("Adc::NewBattleCommands",
                                              "%1: the sample battle could not be set up: %2")
                      .arg(shown, why));
          });
    if (!battle)
        return streams.fail(1, battle.error());
    QJsonObject sides;
    for (const UnitRecord &unit : oob->units)
        sides.insert(unit.side, sides.value(unit.side).toInt() + 1);
    streams.answer(QJsonObject { { QStringLiteral("ok"), true },
                                 { QStringLiteral("db"), *path },
                                 { QStringLiteral("name"), (*battle)->name() },
                                 { QStringLiteral("units"), oob->units.size() },
                                 { QStringLiteral("sides"), sides } });
    return 0;
}

} // namespace Adc
