#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct FireOrder;

// {"action": "fire", "firers": [3], "target": 7, "range": 3, "ap": 1,
//  "shot": "ball", "die": 7, "boxcars_roll": 9, "boxcars_faces": [[4, 5]],
//  "conditions": [...],
//  "without": [...], "stands": 2, "ricochet": [8, 9], "ricochet_dice": [4, 6]}
//
// One unit's fire, or a brigade's pooled fire when several firers are
// named (seed 002, Mechanics of Firing). Read -> plan -> roll -> write: the
// units are read, FirePlanner (the planner the dialog previews with) plans
// the fire, the dice left out are rolled and the plan's changes written.
// The conditions that follow from the units' state are derived;
// "conditions" adds more and "without" drops derived ones.
// Firing stands come from current castings (tubes for guns); "stands" lowers
// a single firer's count (a column firing its front stands only). "die" is
// the natural d10 and "boxcars_roll" the 2d6 penalty totals, one per firer in
// the firers' order (an integer for the first), "boxcars_faces" their faces
// (one list per firer, null where none); any left out are rolled and written
// into the log with their faces.
//
// "conditions": ["scrounging"] on a small-arms firer out of ammunition
// declares that it scrounges: it becomes scrounging and fires its segment's
// 1 AP (seed 002, Ammunition); one with AP left is refused. The answer's
// "scrounging" lists the firers that declared it.
//
// Applied: each firer spends its AP of the shot fired (and its boxcars
// penalty), is in smoke, has fired and fired this segment; the target takes
// the casualty steps (Casualties: three steps make a permanent loss) and is
// marked fired upon. "ricochet" names the units in the line of fire within
// 5" beyond the target: after ball fire by guns each is fired on again with
// the ricochet modifier, its own d10 ("ricochet_dice", rolled when left out)
// and its own cover, spending no AP (seed 002, Ricochet Fire).
class FireAction
{
public:
    static ActionOutcome apply(ActionContext &context, const FireOrder &order);
};

} // namespace Adc
