import Foundation

/// The reason a file operation failed, in a few words and without the
/// file's path (messages name the file by its name only).
enum FileReason {
    static func text(of error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if error.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(error.code)) {
            return String(cString: strerror(code.rawValue))
        }
        switch error.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileReadCorruptFileError: return "the file is damaged"
        case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
        default: return "error \(error.code) of \(error.domain)"
        }
    }
}
