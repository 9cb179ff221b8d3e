#include "core/common/vocabulary.h"

#include <array>

namespace Adc {
namespace {

template<typename Enum, std::size_t N> struct Vocabulary
{
    std::array<const char *, N> names;

    QString name(Enum value) const
    {
        return QString::fromLatin1(names.at(static_cast<std::size_t>(value)));
    }
    std::optional<Enum> find(const QString &name) const
    {
        for (std::size_t i = 0; i < N; ++i) {
            if (name == QLatin1String(names[i]))
                return static_cast<Enum>(i);
        }
        return std::nullopt;
    }
    QStringList all() const
    {
        QStringList list;
        for (const char *n : names)
            list << QString::fromLatin1(n);
        return list;
    }
};

const Vocabulary<Arm, 4> arms { { "infantry", "cavalry", "artillery", "battalion-guns" } };
const Vocabulary<TroopClass, 3> classes { { "elite", "line", "conscript" } };
const Vocabulary<Morale, 5> morales { { "steady", "shaken", "disordered", "routed", "broken" } };
const Vocabulary<Formation, 7> formations { { "line", "column", "closed-column", "square",
                                              "open-order", "limbered", "unlimbered" } };
const Vocabulary<Terrain, 6> terrains { { "open", "woods", "bua", "hill", "wooded-hill",
                                          "redoubt" } };
const Vocabulary<Weapon, 7> weapons { { "musket", "rifled-musket", "12pdr", "8pdr", "6pdr", "4pdr",
                                        "3pdr-austrian" } };
const Vocabulary<Shot, 2> shots { { "ball", "canister" } };
const Vocabulary<DisciplineSituation, 3> situations { { "normal", "in-smoke", "firefight" } };

} // namespace

QString toName(Arm value)
{
    return arms.name(value);
}
QString toName(TroopClass value)
{
    return classes.name(value);
}
QString toName(Morale value)
{
    return morales.name(value);
}
QString toName(Formation value)
{
    return formations.name(value);
}
QString toName(Terrain value)
{
    return terrains.name(value);
}
QString toName(Weapon value)
{
    return weapons.name(value);
}
QString toName(Shot value)
{
    return shots.name(value);
}
QString toName(DisciplineSituation value)
{
    return situations.name(value);
}

std::optional<Arm> armFromName(const QString &name)
{
    return arms.find(name);
}
std::optional<TroopClass> troopClassFromName(const QString &name)
{
    return classes.find(name);
}
std::optional<Morale> moraleFromName(const QString &name)
{
    return morales.find(name);
}
std::optional<Formation> formationFromName(const QString &name)
{
    return formations.find(name);
}
std::optional<Terrain> terrainFromName(const QString &name)
{
    return terrains.find(name);
}
std::optional<Weapon> weaponFromName(const QString &name)
{
    return weapons.find(name);
}
std::optional<Shot> shotFromName(const QString &name)
{
    return shots.find(name);
}
std::optional<DisciplineSituation> disciplineSituationFromName(const QString &name)
{
    return situations.find(name);
}

QStringList armNames()
{
    return arms.all();
}
QStringList troopClassNames()
{
    return classes.all();
}
QStringList moraleNames()
{
    return morales.all();
}
QStringList formationNames()
{
    return formations.all();
}
QStringList terrainNames()
{
    return terrains.all();
}
QStringList weaponNames()
{
    return weapons.all();
}
QStringList shotNames()
{
    return shots.all();
}
QStringList disciplineSituationNames()
{
    return situations.all();
}

bool firesByTubes(Arm arm)
{
    return arm == Arm::Artillery || arm == Arm::BattalionGuns;
}
bool isGun(Weapon weapon)
{
    return weapon != Weapon::Musket && weapon != Weapon::RifledMusket;
}

} // namespace Adc
