#include "db/battle/newbattle.h"

#include "db/storage/serverstorage.h"
#include "db/storage/sqlitestorage.h"

namespace Adc {

namespace {

// On a server: the database made, filled, or emptied again.
Result<std::unique_ptr<Battle>> onServer(const QString &path, const QString &name,
                                         const NewBattle::Filler &fill)
{
    Result<std::unique_ptr<Battle>> made = Battle::create(path, name);
    if (!made)
        return made;
    if (const Result<void> filled = fill(**made); !filled) {
        made->reset();
        ServerStorage::remove(path);
        return filled.failure();
    }
    return made;
}

} // namespace

Result<void> NewBattle::make(const QString &path, const QString &name, const Filler &fill)
{
    if (Battle::isServerAddress(path)) {
        if (const Result<std::unique_ptr<Battle>> made = onServer(path, name, fill); !made)
            return made.failure();
        return {};
    }
    return SqliteStorage::make(path, name, [&fill](const QString &file) -> Result<void> {
        const Result<std::unique_ptr<Battle>> made = Battle::open(file);
        if (!made)
            return made.failure();
        return fill(**made);
    });
}

Result<std::unique_ptr<Battle>> NewBattle::create(const QString &path, const QString &name,
                                                  const Filler &fill)
{
    if (Battle::isServerAddress(path))
        return onServer(path, name, fill);
    if (const Result<void> made = make(path, name, fill); !made)
        return made.failure();
    return Battle::open(path);
}

} // namespace Adc
