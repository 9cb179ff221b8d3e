// A side's proposals, below its page: the form sends one as JSON; the list
// of the side's proposals is read again from proposals.json at each change
// of the battle (the "adc-changed" event of players.js); while a fire is
// being written, its odds are asked of odds.json. Every name is put in as
// text.
(function () {
    'use strict';

    var base = location.pathname.replace(/\/$/, '');
    var section = document.getElementById('proposals');
    var form = document.getElementById('propose-form');
    var list = document.getElementById('proposal-list');
    var answer = document.getElementById('propose-answer');
    var texts = section ? section.dataset : {};
    var listing = false;
    var listAgain = false;
    var oddsLine = document.getElementById('propose-odds');
    var oddsTimer = 0;
    var oddsAsked = 0;
    // The claims units.json offers for each of the side's units, by id.
    var claimsOf = {};
    // The side's units, and those the rules let pool with each, by id.
    var ownUnits = [];
    var poolOf = {};

    // A text of the page with %1 put in as it is (a function, so that no
    // "$" in an umpire's reason is read as a pattern).
    function fill(text, value) {
        return String(text || '').replace('%1', function () {
            return String(value);
        });
    }

    function say(text, failed) {
        answer.textContent = text;
        answer.classList.toggle('refused', Boolean(failed));
    }

    function readJson(file) {
        return fetch(base + '/' + file, { cache: 'no-store', credentials: 'omit' })
            .then(function (response) {
                if (!response.ok) {
                    throw new Error(String(response.status));
                }
                return response.json();
            });
    }

    // The server's answer to a write: its JSON, or its status in words.
    function reply(response) {
        var type = response.headers.get('Content-Type') || '';
        var body = type.indexOf('application/json') === 0
            ? response.json().catch(function () { return {}; })
            : Promise.resolve({});
        return body.then(function (json) {
            return {
                ok: response.ok,
                json: json || {},
                reason: json && json.reason ? String(json.reason)
                    : fill(texts.failed, response.status)
            };
        });
    }

    function write(path, method, body) {
        var options = {
            method: method,
            cache: 'no-store',
            credentials: 'omit',
            // The page's own policy is no-referrer, with which some browsers
            // send "Origin: null"; the server wants the page's own origin.
            referrerPolicy: 'same-origin'
        };
        if (body !== undefined) {
            options.headers = { 'Content-Type': 'application/json' };
            options.body = JSON.stringify(body);
        }
        return fetch(base + path, options).then(reply);
    }

    function line(kind, text) {
        var p = document.createElement('p');
        p.className = kind;
        p.textContent = text;
        return p;
    }

    function item(proposal) {
        var li = document.createElement('li');
        li.className = 'proposal';
        li.classList.add(String(proposal.state));
        li.appendChild(line('when', [fill(texts.number, proposal.number), proposal.when,
            proposal.state_text].join(' · ')));
        li.appendChild(line('text', proposal.text));
        if (proposal.result) {
            li.appendChild(line('result', proposal.result));
        }
        if (proposal.reason) {
            li.appendChild(line('reason', fill(texts.reason, proposal.reason)));
        }
        if (proposal.odds_text) {
            li.appendChild(line('odds', proposal.odds_text));
        }
        if (proposal.state === 'waiting') {
            var button = document.createElement('button');
            button.type = 'button';
            button.textContent = texts.withdraw;
            button.setAttribute('data-withdraw', String(proposal.number));
            li.appendChild(button);
        }
        return li;
    }

    function showProposals(proposals) {
        while (list.firstChild) {
            list.removeChild(list.firstChild);
        }
        // The latest first.
        proposals.slice().reverse().forEach(function (proposal) {
            list.appendChild(item(proposal));
        });
        if (!proposals.length) {
            var none = document.createElement('li');
            none.className = 'none';
            none.textContent = texts.none;
            list.appendChild(none);
        }
    }

    function loadProposals() {
        if (listing) {
            listAgain = true;
            return;
        }
        listing = true;
        readJson('proposals.json')
            .then(showProposals)
            .catch(function () {
                document.body.classList.add('offline');
            })
            .finally(function () {
                listing = false;
                if (listAgain) {
                    listAgain = false;
                    loadProposals();
                }
            });
    }

    // The choices of a select rebuilt from units, keeping what was chosen.
    function choices(select, units, emptyText) {
        var chosen = {};
        Array.prototype.forEach.call(select.selectedOptions, function (option) {
            chosen[option.value] = true;
        });
        while (select.firstChild) {
            select.removeChild(select.firstChild);
        }
        units.forEach(function (unit) {
            var option = document.createElement('option');
            option.value = String(unit.id);
            option.textContent = unit.name;
            option.selected = Boolean(chosen[option.value]);
            select.appendChild(option);
        });
        if (!units.length && emptyText) {
            var none = document.createElement('option');
            none.value = '';
            none.textContent = emptyText;
            none.disabled = true;
            none.selected = true;
            select.appendChild(none);
        }
    }

    function loadChoices() {
        var propose = document.getElementById('propose');
        if (!propose || !propose.open) {
            return;
        }
        Promise.all([readJson('units.json'), readJson('enemies.json')])
            .then(function (read) {
                claimsOf = {};
                poolOf = {};
                ownUnits = read[0];
                read[0].forEach(function (unit) {
                    claimsOf[String(unit.id)] = unit.claims || [];
                    poolOf[String(unit.id)] = unit.pool || [];
                });
                choices(form.elements.unit, read[0]);
                showPool();
                choices(form.elements.also, read[0]);
                choices(form.elements.target, read[1], texts.noEnemy);
                choices(form.elements.defender, read[1], texts.noEnemy);
                showClaims();
                // The choices, or the battle, changed: so may the odds.
                askOdds();
            })
            .catch(function () {
                document.body.classList.add('offline');
            });
    }

    function showKind() {
        var kind = form.elements.kind.value;
        ['fire', 'charge', 'move'].forEach(function (each) {
            form.querySelectorAll('.for-' + each).forEach(function (part) {
                part.hidden = each !== kind;
            });
        });
    }

    // Only the units that may pool with the unit chosen, as units.json says.
    function showPool() {
        var partners = poolOf[form.elements.unit.value] || [];
        choices(form.elements.pool, ownUnits.filter(function (unit) {
            return partners.indexOf(unit.id) >= 0;
        }));
    }

    // Only the claims the page offers for the unit chosen; one it does not
    // offer is unticked, so it is never sent.
    function showClaims() {
        var offered = claimsOf[form.elements.unit.value] || [];
        form.querySelectorAll('input[name="conditions"]').forEach(function (box) {
            var shown = offered.indexOf(box.value) >= 0;
            box.closest('label').hidden = !shown;
            if (!shown) {
                box.checked = false;
            }
        });
    }

    function numberOf(input) {
        var text = input.value.trim().replace(',', '.');
        return text === '' ? undefined : Number(text);
    }

    function idsOf(select, lead) {
        var ids = [];
        Array.prototype.forEach.call(select.selectedOptions, function (option) {
            if (option.value !== '' && Number(option.value) !== lead) {
                ids.push(Number(option.value));
            }
        });
        return ids;
    }

    // The proposal as adc apply reads it, with only what the player gave.
    function proposal() {
        var fields = form.elements;
        var kind = fields.kind.value;
        var unit = fields.unit.value === '' ? undefined : Number(fields.unit.value);
        var action = { action: kind };
        function put(name, value) {
            if (value !== undefined && value !== '') {
                action[name] = value;
            }
        }
        if (kind === 'fire') {
            action.firers = unit === undefined ? [] : [unit].concat(idsOf(fields.pool, unit));
            put('target', fields.target.value === '' ? undefined : Number(fields.target.value));
            put('range', numberOf(fields.range));
            put('ap', numberOf(fields.ap));
            put('shot', fields.shot.value);
            put('die', numberOf(fields.die));
            var conditions = [];
            form.querySelectorAll('input[name="conditions"]:checked').forEach(function (box) {
                conditions.push(box.value);
            });
            if (conditions.length) {
                action.conditions = conditions;
            }
        } else if (kind === 'charge') {
            put('charger', unit);
            var also = idsOf(fields.also, unit);
            if (also.length) {
                action.also = also;
            }
            put('defender', fields.defender.value === '' ? undefined
                : Number(fields.defender.value));
            var rolls = fields.rolls.value.split(/[^0-9]+/).filter(Boolean).map(Number);
            if (rolls.length) {
                action.rolls = rolls;
            }
        } else {
            put('unit', unit);
            put('to', fields.to.value);
            var across = [];
            form.querySelectorAll('input[name="across"]:checked').forEach(function (box) {
                across.push(box.value);
            });
            if (across.length) {
                action.across = across;
            }
            if (fields.road.checked) {
                action.road = true;
            }
        }
        return action;
    }

    function showOdds(text) {
        if (oddsLine) {
            oddsLine.textContent = text || '';
        }
    }

    // The odds of the fire as the form stands; an answer that comes after
    // a later question is dropped.
    function loadOdds() {
        var action = proposal();
        if (action.action !== 'fire' || !action.firers.length || action.target === undefined
            || action.range === undefined || isNaN(action.range)) {
            showOdds('');
            return;
        }
        var asked = ++oddsAsked;
        readJson('odds.json?fire=' + encodeURIComponent(JSON.stringify(action)))
            .then(function (json) {
                if (asked === oddsAsked) {
                    showOdds(json && json.odds && json.odds.length ? json.text : '');
                }
            })
            .catch(function () {
                if (asked === oddsAsked) {
                    showOdds('');
                }
            });
    }

    // Asked a quarter of a second after the player stops changing the fire
    // (while it is a fire, the form shows no other fields).
    function askOdds() {
        clearTimeout(oddsTimer);
        if (!oddsLine) {
            return;
        }
        if (form.elements.kind.value !== 'fire') {
            ++oddsAsked;
            showOdds('');
            return;
        }
        oddsTimer = setTimeout(loadOdds, 250);
    }

    // One claim of a group that excludes the others (one cover): the last ticked.
    function keepOne(box) {
        var group = box.getAttribute('data-exclusive');
        if (!box.checked || !group) {
            return;
        }
        form.querySelectorAll('input[name="conditions"]').forEach(function (other) {
            if (other !== box && other.getAttribute('data-exclusive') === group) {
                other.checked = false;
            }
        });
    }

    function send(event) {
        event.preventDefault();
        var button = form.querySelector('button[type="submit"]');
        button.disabled = true;
        say(texts.busy, false);
        write('/proposals', 'POST', proposal())
            .then(function (result) {
                say(result.ok ? fill(texts.sent, result.json.proposal) : result.reason, !result.ok);
                loadProposals();
            })
            .catch(function () {
                say(fill(texts.failed, '—'), true);
            })
            .finally(function () {
                button.disabled = false;
            });
    }

    function withdraw(event) {
        var button = event.target.closest('button[data-withdraw]');
        if (!button) {
            return;
        }
        var number = button.getAttribute('data-withdraw');
        button.disabled = true;
        write('/proposals/' + encodeURIComponent(number), 'DELETE')
            .then(function (result) {
                say(result.ok ? fill(texts.withdrawn, number) : result.reason, !result.ok);
                loadProposals();
            })
            .catch(function () {
                say(fill(texts.failed, '—'), true);
                button.disabled = false;
            });
    }

    function changed() {
        loadProposals();
        loadChoices();
    }

    if (section && form && list && answer) {
        form.addEventListener('submit', send);
        form.addEventListener('change', function (event) {
            if (event.target.name === 'kind') {
                showKind();
            }
            if (event.target.name === 'unit') {
                showPool();
                showClaims();
            }
            if (event.target.name === 'conditions') {
                keepOne(event.target);
            }
            askOdds();
        });
        form.addEventListener('input', askOdds);
        list.addEventListener('click', withdraw);
        document.getElementById('propose').addEventListener('toggle', loadChoices);
        document.querySelectorAll('a[href="#proposals"]').forEach(function (link) {
            link.addEventListener('click', function () {
                document.getElementById('propose').open = true;
            });
        });
        document.addEventListener('adc-changed', changed);
        showKind();
        showClaims();
        loadProposals();
    }
})();
