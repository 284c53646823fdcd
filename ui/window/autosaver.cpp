// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosaver.h"

#include "buildsession.h"
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

// The record beside a copy holds a path and a time: a few hundred bytes.
constexpr qint64 kMaxMetaSize = 64 * 1024;

} // namespace

Autosaver::Autosaver(QString folder, QObject *parent)
    : QObject(parent)
    , mFolder(std::move(folder))
    , mTimer(new QTimer(this))
{
    mTimer->setInterval(60 * 1000);
    connect(mTimer, &QTimer::timeout, this, &Autosaver::saveAll);
    mTimer->start();
}

QString Autosaver::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

QString Autosaver::copyPath(const QUuid &id) const
{
    return QDir(mFolder).filePath(id.toString(QUuid::WithoutBraces) + QStringLiteral(".rigsmith"));
}

QString Autosaver::metaPath(const QUuid &id) const
{
    return QDir(mFolder).filePath(id.toString(QUuid::WithoutBraces) + QStringLiteral(".json"));
}

void Autosaver::watch(BuildSession *session)
{
    mSessions.append(session);
    connect(session->document()->undoStack(), &QUndoStack::cleanChanged, this, [this, session](bool clean) {
        if (clean)
            forget(session);
        else
            saveNow(session);
    });
    connect(session, &QObject::destroyed, this, [this, session] { mSessions.removeAll(session); });
}

void Autosaver::forget(BuildSession *session)
{
    QFile::remove(copyPath(session->autosaveId()));
    QFile::remove(metaPath(session->autosaveId()));
}

bool Autosaver::saveNow(BuildSession *session)
{
    if (session->document()->undoStack()->isClean() || !QDir().mkpath(mFolder))
        return false;
    if (buildfile::save(session->document()->build(), copyPath(session->autosaveId())))
        return false;
    QSaveFile meta(metaPath(session->autosaveId()));
    const QByteArray json = QJsonDocument(
        QJsonObject {{QStringLiteral("originalPath"), session->filePath()},
            {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}})
                                .toJson();
    return meta.open(QIODevice::WriteOnly) && meta.write(json) == json.size() && meta.commit();
}

void Autosaver::saveAll()
{
    for (BuildSession *s : mSessions)
        saveNow(s);
}

QList<Autosaver::Recovery> Autosaver::pending() const
{
    QList<Recovery> out;
    QSet<QUuid> live;
    for (BuildSession *s : mSessions)
        live.insert(s->autosaveId());
    for (const QString &name :
        QDir(mFolder).entryList({QStringLiteral("*.rigsmith")}, QDir::Files, QDir::Name)) {
        const QUuid id = QUuid::fromString(name.chopped(9));
        if (id.isNull() || live.contains(id))
            continue;
        auto loaded = buildfile::load(copyPath(id));
        Recovery r {id, {}, {}, {}, {}, copyPath(id)};
        if (loaded.ok())
            r.build = std::move(loaded.value());
        else
            r.error = loaded.error().toString();
        // Read as the copies are: a FIFO or device in its place would block the start for ever. A
        // record that cannot be read only loses the original path and time; the copy is still offered.
        const auto meta = readRegularFile(metaPath(id), kMaxMetaSize);
        if (const auto *bytes = std::get_if<QByteArray>(&meta)) {
            const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
            r.originalPath = o.value(QStringLiteral("originalPath")).toString();
            r.savedAt = QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
        }
        out.append(std::move(r));
    }
    return out;
}

QString Autosaver::setAside(const QUuid &id)
{
    const QString aside = copyPath(id) + QStringLiteral(".unreadable");
    QFile::remove(aside);
    return QFile::rename(copyPath(id), aside) ? aside : copyPath(id);
}

void Autosaver::discard(const QUuid &id)
{
    QFile::remove(copyPath(id));
    QFile::remove(metaPath(id));
}

} // namespace rigsmith::ui
