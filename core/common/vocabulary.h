#pragma once

#include <QString>
#include <QStringList>
#include <optional>

// The words of the rules, as the command line and the battle file spell them.
namespace Adc {

enum class Arm { Infantry, Cavalry, Artillery, BattalionGuns };
enum class TroopClass { Elite, Line, Conscript };
enum class Morale { Steady, Shaken, Disordered, Routed, Broken };
enum class Formation { Line, Column, ClosedColumn, Square, OpenOrder, Limbered, Unlimbered };
enum class Terrain { Open, Woods, Bua, Hill, WoodedHill, Redoubt };
enum class Weapon { Musket, RifledMusket, Gun12pdr, Gun8pdr, Gun6pdr, Gun4pdr, Gun3pdrAustrian };
enum class Shot { Ball, Canister };
enum class DisciplineSituation { Normal, InSmoke, Firefight };

QString toName(Arm value);
QString toName(TroopClass value);
QString toName(Morale value);
QString toName(Formation value);
QString toName(Terrain value);
QString toName(Weapon value);
QString toName(Shot value);
QString toName(DisciplineSituation value);

std::optional<Arm> armFromName(const QString &name);
std::optional<TroopClass> troopClassFromName(const QString &name);
std::optional<Morale> moraleFromName(const QString &name);
std::optional<Formation> formationFromName(const QString &name);
std::optional<Terrain> terrainFromName(const QString &name);
std::optional<Weapon> weaponFromName(const QString &name);
std::optional<Shot> shotFromName(const QString &name);
std::optional<DisciplineSituation> disciplineSituationFromName(const QString &name);

// Every name of a vocabulary, in declaration order (for messages and help).
QStringList armNames();
QStringList troopClassNames();
QStringList moraleNames();
QStringList formationNames();
QStringList terrainNames();
QStringList weaponNames();
QStringList shotNames();
QStringList disciplineSituationNames();

// Guns fire by tubes (artillery, battalion guns); the rest by stands.
bool firesByTubes(Arm arm);
// A gun weapon (12pdr ... 3pdr-austrian) as opposed to musket or rifled musket.
bool isGun(Weapon weapon);

} // namespace Adc
