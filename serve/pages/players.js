// The players' view: when the battle changes (a server-sent event), the page
// fetches itself again and puts the fresh part in place, keeping open the
// units the reader opened, and tells the rest of the page (an "adc-changed"
// event on the document: the proposals, proposals.js). Every name is put in
// as text.
(function () {
    'use strict';
    var base = location.pathname.replace(/\/$/, '');
    var busy = false;
    var again = false;

    function show(html) {
        var fresh = new DOMParser().parseFromString(html, 'text/html');
        var next = fresh.getElementById('live');
        var live = document.getElementById('live');
        if (next && live) {
            var opened = {};
            live.querySelectorAll('details[open][data-unit]').forEach(function (unit) {
                opened[unit.getAttribute('data-unit')] = true;
            });
            next.querySelectorAll('details[data-unit]').forEach(function (unit) {
                if (opened[unit.getAttribute('data-unit')]) {
                    unit.open = true;
                }
            });
            live.replaceWith(document.adoptNode(next));
        }
        document.title = fresh.title;
        document.body.classList.remove('offline');
        document.body.setAttribute('data-updated', String(Date.now()));
    }

    function refresh() {
        if (busy) {
            again = true;
            return;
        }
        busy = true;
        fetch(base, { cache: 'no-store', credentials: 'omit' })
            .then(function (response) {
                if (!response.ok) {
                    throw new Error(String(response.status));
                }
                return response.text();
            })
            .then(show)
            .catch(function () {
                document.body.classList.add('offline');
            })
            .finally(function () {
                busy = false;
                if (again) {
                    again = false;
                    refresh();
                }
            });
    }

    function changed() {
        refresh();
        document.dispatchEvent(new Event('adc-changed'));
    }

    var events = new EventSource(base + '/events');
    events.onmessage = changed;
    events.onopen = function () {
        document.body.classList.remove('offline');
    };
    events.onerror = function () {
        document.body.classList.add('offline');
    };
})();
