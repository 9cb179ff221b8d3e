// The players' view: when the battle changes (a server-sent event), the page
// fetches itself again and puts the fresh part in place. Nothing else.
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

    var events = new EventSource(base + '/events');
    events.onmessage = refresh;
    events.onopen = function () {
        document.body.classList.remove('offline');
    };
    events.onerror = function () {
        document.body.classList.add('offline');
    };
})();
