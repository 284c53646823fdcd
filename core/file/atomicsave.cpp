// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/atomicsave.h"

#include "core/file/regularfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSaveFile>

#include <cerrno>
#include <system_error>

#ifdef Q_OS_UNIX
#include <cstdio> // renameat2
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Saving)
};

constexpr qint64 kStaleAfterSeconds = 60;
constexpr qsizetype kMaxNameBytes = 255; // NAME_MAX of Linux's and macOS's file systems

#ifdef Q_OS_UNIX
// Writes everything or returns the errno of the failure.
int writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qint64 left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += n;
        left -= n;
    }
    return 0;
}

// Puts the finished temporary at `finalPath`: over an old file, or (`replace` false) only where no
// file is, so even a file made there a moment ago is never replaced. Returns the errno of a failure.
int publish(const QByteArray &temp, const QByteArray &finalPath, bool replace)
{
    if (replace)
        return ::rename(temp.constData(), finalPath.constData()) == 0 ? 0 : errno;
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, finalPath.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return errno;
#endif
    // A file system without the no-replace rename: a second name fails where one exists already.
    if (::link(temp.constData(), finalPath.constData()) != 0)
        return errno;
    ::unlink(temp.constData());
    return 0;
}

std::optional<QString> savePosix(const QFileInfo &target, const QByteArray &data, bool replace)
{
    const QString finalPath = target.absoluteFilePath();
    QByteArray temp
        = QFile::encodeName(QDir(target.absolutePath())
                                .filePath(saveTemporaryPrefix(target.fileName()) + QStringLiteral("XXXXXX")));
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return Text::tr("cannot be written: %1").arg(systemReason(errno));
    // mkstemp makes the file private (0600): give it the old file's mode, or what a new file gets.
    struct stat old
    {
    };
    mode_t mode = 0;
    if (::stat(QFile::encodeName(finalPath).constData(), &old) == 0) {
        mode = old.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    ::fchmod(fd, mode);
    const auto abandon = [&](int error) {
        ::close(fd);
        ::unlink(temp.constData());
        return std::optional<QString>(Text::tr("cannot be written: %1").arg(systemReason(error)));
    };
    if (const int error = writeAll(fd, data))
        return abandon(error);
    if (::fsync(fd) != 0)
        return abandon(errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temp.constData());
        return Text::tr("cannot be written: %1").arg(systemReason(error));
    }
    if (const int error = publish(temp, QFile::encodeName(finalPath), replace)) {
        ::unlink(temp.constData());
        if (error == EEXIST)
            return Text::tr("exists already; it is left as it is");
        return Text::tr("cannot be saved: %1").arg(systemReason(error));
    }
    // The rename itself reaches the disk with the folder's entry.
    const int dirFd = ::open(QFile::encodeName(target.absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return std::nullopt;
}
#endif

} // namespace

QString systemReason(int errnoValue)
{
    return QString::fromStdString(std::system_category().message(errnoValue));
}

QString saveTemporaryPrefix(const QString &fileName)
{
    const QString suffix = QStringLiteral(".rigsmith-save-");
    const auto fits = [&suffix](const QString &name) {
        return QFile::encodeName(u'.' + name + suffix).size() + 6 <= kMaxNameBytes;
    };
    if (fits(fileName))
        return u'.' + fileName + suffix;
    // A name near the system's limit leaves no room for the temporary's own: it keeps the start of
    // the name and a hash of all of it, so a stale one of this file is still found and no other's.
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(fileName.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
    QString head = fileName;
    while (!head.isEmpty() && !fits(head + u'~' + hash))
        head.chop(head.size() > 1 && head.back().isLowSurrogate() ? 2 : 1);
    return u'.' + head + u'~' + hash + suffix;
}

namespace {

struct Protected
{
    QString path;
    QString what;
};

QMutex protectedMutex;
QList<Protected> protectedFiles;

// The path `path` names, spelled one way: its folder resolved (links and all) and its own name,
// so a file that does not exist yet (a journal) compares too.
QString resolvedName(const QString &path)
{
    const QFileInfo info(path);
    const QString dir = info.absoluteDir().canonicalPath();
    return (dir.isEmpty() ? info.absolutePath() : dir) + u'/' + info.fileName();
}

} // namespace

void protectFromSaves(const QString &path, const QString &what)
{
    if (path.isEmpty())
        return;
    const QMutexLocker lock(&protectedMutex);
    for (const Protected &p : std::as_const(protectedFiles)) {
        if (p.path == path)
            return;
    }
    protectedFiles.append({path, what});
}

std::optional<QString> protectedFileProblem(const QString &path)
{
    const QMutexLocker lock(&protectedMutex);
    const QString target = resolvedName(path);
    for (const Protected &p : std::as_const(protectedFiles)) {
        // A link or a second name of it counts as it; so do the journal files SQLite keeps beside it.
        const QString name = resolvedName(p.path);
        const bool companion = target == name || target == name + QStringLiteral("-journal")
            || target == name + QStringLiteral("-wal") || target == name + QStringLiteral("-shm");
        if (companion || sameFile(path, p.path))
            return Text::tr(
                "is %1, which Rigsmith reads; writing there would replace it. Choose another name")
                .arg(p.what);
    }
    return std::nullopt;
}

int removeStaleSaveTemporaries(const QString &path)
{
    const QFileInfo target(path);
    const QDir dir = target.absoluteDir();
    const QString prefix = saveTemporaryPrefix(target.fileName());
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-kStaleAfterSeconds);
    int removed = 0;
    const QFileInfoList found = dir.entryInfoList(
        {prefix + QStringLiteral("??????")}, QDir::Files | QDir::Hidden | QDir::NoSymLinks);
    for (const QFileInfo &temp : found) {
        // The filter is a glob: a name with "*" or "[" in it must still match the prefix literally.
        if (temp.fileName().startsWith(prefix) && temp.fileName().size() == prefix.size() + 6
            && temp.lastModified().toUTC() < before && QFile::remove(temp.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

namespace {

std::optional<QString> save(const QString &path, const QByteArray &data, bool replace)
{
    const QFileInfo target(path);
    if (target.isDir())
        return Text::tr("is a folder; choose a file name");
    if (!replace && (target.exists() || target.isSymLink()))
        return Text::tr("exists already; it is left as it is");
    // A rename over a device or pipe would replace it with a regular file: refuse instead.
    if (target.exists() && !target.isFile())
        return Text::tr("is not a regular file; choose another name");
    if (auto problem = protectedFileProblem(path))
        return problem;
    if (!target.absoluteDir().exists())
        return Text::tr("cannot be written: %1").arg(systemReason(ENOENT));
    removeStaleSaveTemporaries(path);
#ifdef Q_OS_UNIX
    return savePosix(target, data, replace);
#else
    if (!replace) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return Text::tr("cannot be written: %1").arg(file.errorString());
        if (file.write(data) != data.size() || !file.flush()) {
            const QString reason = file.errorString();
            file.close();
            file.remove();
            return Text::tr("cannot be written: %1").arg(reason);
        }
        return std::nullopt;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Text::tr("cannot be written: %1").arg(file.errorString());
    if (file.write(data) != data.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return Text::tr("cannot be written: %1").arg(reason);
    }
    if (!file.commit())
        return Text::tr("cannot be saved: %1").arg(file.errorString());
    return std::nullopt;
#endif
}

} // namespace

std::optional<QString> saveAtomically(const QString &path, const QByteArray &data)
{
    return save(path, data, true);
}

std::optional<QString> saveNewAtomically(const QString &path, const QByteArray &data)
{
    return save(path, data, false);
}

} // namespace rigsmith::core
