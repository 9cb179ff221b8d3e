#pragma once

// One input of fuzz_battle_file, shared with tests/db/tst_fuzzregressions.cpp.

#include "db/battle/battle.h"
#include "db/storage/battlefile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <memory>

namespace Adc {

// Mangles a small valid battle file with the input, writes it to a folder and
// opens it. Opening must either fail with a message (leaving the bytes as they
// were) or give a battle whose every part reads, whose own log redoes and
// undoes (writing rows from the images the file holds), and which takes a
// harmless edit and its undo, each done or refused with a reason.
//
// The input: a whole file when it starts with SQLite's header; otherwise its
// first byte chooses the base file and how the rest changes it. Its bits 2
// and 3 choose the base: both clear, the battle at the oldest version the
// program opens (fuzz/battle/tiny.adc), so opening it runs every migration;
// otherwise the same battle at the current version (tiny-current.adc), which
// opens without one, three inputs in four. Its value modulo 4 chooses how:
//   0: the bytes after a 2-byte offset are XORed into the file from there;
//   1: 3-byte patches (2-byte offset, a byte XORed in);
//   2: the bytes after a 2-byte offset overwrite the file from there;
//   3: as 2, and the file ends after them.
// Offsets are big-endian and taken modulo the base file's size.
// Its bits 4 to 6 choose how far the run goes (Depth), so that most inputs
// cost little and the fuzzer tries many: 0 the whole way, 1 and 2 to the new
// actions, 3 and 4 to the log's redo and undo, 5 to 7 reading only. A whole
// file or an empty input goes the whole way, as do the kept inputs replayed
// by the tests.
class BattleFileCheck
{
public:
    enum class Depth { Read, Log, Actions, Whole };

    struct Bases
    {
        QByteArray oldest;
        QByteArray current;
    };

    static const QByteArray &baseFor(const Bases &bases, const QByteArray &input)
    {
        const bool oldest
            = input.isEmpty() || (static_cast<unsigned char>(input.at(0)) & 0x0c) == 0;
        return oldest ? bases.oldest : bases.current;
    }

    static Depth depthFor(const QByteArray &input)
    {
        if (input.isEmpty() || input.startsWith(QByteArray("SQLite format 3\0", 16)))
            return Depth::Whole;
        switch ((static_cast<unsigned char>(input.at(0)) >> 4) & 7) {
        case 0:
            return Depth::Whole;
        case 1:
        case 2:
            return Depth::Actions;
        case 3:
        case 4:
            return Depth::Log;
        default:
            return Depth::Read;
        }
    }

    static QByteArray mangle(const QByteArray &base, const QByteArray &input)
    {
        static const QByteArray header("SQLite format 3\0", 16);
        if (input.startsWith(header) || base.isEmpty() || input.isEmpty())
            return input.startsWith(header) ? input : base;
        QByteArray file = base;
        const int mode = static_cast<unsigned char>(input.at(0)) % 4;
        const auto offsetAt = [&](qsizetype at) {
            if (at + 1 >= input.size())
                return qsizetype(0);
            const int value = (static_cast<unsigned char>(input.at(at)) << 8)
                | static_cast<unsigned char>(input.at(at + 1));
            return qsizetype(value % base.size());
        };
        if (mode == 1) {
            for (qsizetype at = 1; at + 2 < input.size(); at += 3)
                file[offsetAt(at)] = char(file.at(offsetAt(at)) ^ input.at(at + 2));
            return file;
        }
        const qsizetype offset = offsetAt(1);
        const QByteArray bytes = input.mid(3);
        if (mode == 0) {
            for (qsizetype i = 0; i < bytes.size() && offset + i < file.size(); ++i)
                file[offset + i] = char(file.at(offset + i) ^ bytes.at(i));
            return file;
        }
        file.replace(offset, std::min(bytes.size(), file.size() - offset), bytes);
        if (mode == 3)
            file.truncate(offset + bytes.size());
        return file;
    }

    // Empty when all is well; otherwise what was wrong.
    static QString run(const Bases &bases, const QByteArray &input, const QString &folder)
    {
        const QString path = QDir(folder).filePath(QStringLiteral("fuzzed.adc"));
        BattleFile::removeAll(path);
        const QByteArray bytes = mangle(baseFor(bases, input), input);
        {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
                return QStringLiteral("cannot write %1").arg(path);
        }
        QString problem = open(path, bytes);
        BattleFile::removeAll(path);
        return problem;
    }

    // The same, opened in memory from the mangled bytes (no file written),
    // as far as the depth says: what the fuzzer runs (with the input's
    // depth), some ten times faster than through a file.
    static QString runInMemory(const Bases &bases, const QByteArray &input, Depth depth)
    {
        Result<std::unique_ptr<Battle>> opened
            = Battle::openBytes(mangle(baseFor(bases, input), input), QStringLiteral("fuzzed.adc"));
        if (!opened)
            return opened.error().isEmpty() ? QStringLiteral("refused without a message")
                                            : QString();
        return exercise(**opened, depth);
    }

private:
    static QString outcomeProblem(const char *what, const ActionOutcome &outcome)
    {
        if (outcome.ok())
            return answerOf(outcome).value(QStringLiteral("ok")).toBool()
                ? QString()
                : QStringLiteral("%1: done without \"ok\": true").arg(QLatin1String(what));
        switch (outcome.kind()) {
        case Failure::Kind::Refused:
            return answerOf(outcome).value(QStringLiteral("reason")).toString().isEmpty()
                ? QStringLiteral("%1: refused without a reason").arg(QLatin1String(what))
                : QString();
        case Failure::Kind::Malformed:
        case Failure::Kind::Failed:
            return outcome.error().isEmpty()
                ? QStringLiteral("%1: failed without a message").arg(QLatin1String(what))
                : QString();
        }
        return QStringLiteral("%1: no outcome").arg(QLatin1String(what));
    }

    static QString open(const QString &path, const QByteArray &bytes)
    {
        Result<std::unique_ptr<Battle>> opened = Battle::open(path);
        if (!opened) {
            const QString error = opened.error();
            if (error.isEmpty())
                return QStringLiteral("refused without a message");
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly) || file.readAll() != bytes)
                return QStringLiteral("refused (%1) but the file was changed").arg(error);
            return QString();
        }
        return exercise(**opened, Depth::Whole);
    }

    // Every part reads; then, as deep as asked, the log redoes and undoes,
    // an edit and a discipline test are done or refused with a reason, and
    // the full check runs.
    static QString exercise(Battle &opened, Depth depth)
    {
        Battle *const battle = &opened;
        // Every part reads (a damaged part reads as empty, with a warning).
        battle->name();
        battle->rulings();
        battle->clock();
        battle->segmentsPerTurn();
        battle->settings();
        battle->sides();
        battle->brigades();
        battle->features();
        battle->canonicalDump();
        battle->undoText();
        battle->redoText();
        for (const LogEntry &entry : battle->log())
            QJsonDocument(entry.toJson()).toJson();
        if (depth == Depth::Read) {
            battle->units();
            return QString();
        }
        const QJsonObject undo { { QStringLiteral("action"), QStringLiteral("undo") } };
        const QJsonObject redo { { QStringLiteral("action"), QStringLiteral("redo") } };
        // The base file ends on an undone edit: redoing and undoing it writes
        // what the file's log says, before any new entry drops it.
        QString problem = outcomeProblem("redo from the file", battle->apply(redo));
        if (problem.isEmpty())
            problem = outcomeProblem("undo from the file", battle->apply(undo));
        const QList<UnitRecord> units = battle->units();
        if (!problem.isEmpty() || units.isEmpty() || depth == Depth::Log)
            return problem;
        for (const UnitRecord &unit : units)
            QJsonDocument(unit.toJson()).toJson();

        const qint64 id = units.first().id;
        problem = outcomeProblem(
            "edit",
            battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                            { QStringLiteral("unit"), id },
                            { QStringLiteral("field"), QStringLiteral("name") },
                            { QStringLiteral("value"), QStringLiteral("Renamed") } }));
        if (problem.isEmpty())
            problem = outcomeProblem(
                "discipline",
                battle->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                                { QStringLiteral("unit"), id },
                                { QStringLiteral("roll"), 7 } }));
        if (problem.isEmpty())
            problem = outcomeProblem("undo", battle->apply(undo));
        if (problem.isEmpty())
            problem = outcomeProblem("redo", battle->apply(redo));
        if (depth == Depth::Actions)
            return problem;
        battle->units();
        battle->canonicalDump();
        battle->check();
        return problem;
    }
};

} // namespace Adc
