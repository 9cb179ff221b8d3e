#include "core/fire/defensivefire.h"

#include "core/fire/rangebands.h"

namespace Adc {

FireRequest DefensiveFire::ofBattery(Arm arm, Weapon weapon, int tubes, std::optional<int> die,
                                     const QStringList &conditions)
{
    FireRequest request;
    request.arm = arm;
    request.tubes = tubes;
    request.weapon = weapon;
    request.shot = Shot::Ball;
    request.range = RangeBands::standard().defensiveFireRange(weapon);
    request.conditions = conditions;
    request.die = die;
    return request;
}

} // namespace Adc
