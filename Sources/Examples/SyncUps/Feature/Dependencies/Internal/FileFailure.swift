import Foundation

/// A file-system error as a short reason that does not depend on the
/// machine's language.
enum FileFailure {
    static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError {
            switch error.code {
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileReadNoSuchFile, .fileNoSuchFile: return "there is no such file"
            case .fileWriteOutOfSpace: return "the disk is full"
            case .fileWriteVolumeReadOnly: return "the volume is read-only"
            case .fileReadCorruptFile: return "the file is damaged"
            case .fileReadTooLarge: return "the file is too large"
            case .fileWriteFileExists: return "a file is in the way"
            default: return "file system error \(error.code.rawValue)"
            }
        }
        if let error = error as? EncodingError {
            return "a value could not be encoded (\(error))"
        }
        return "\(error)"
    }
}
