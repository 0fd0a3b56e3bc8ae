import { graphql } from "../gql";

export const UploadModelDocument = graphql(`
  mutation UploadModel($file: Upload!, $unit: UnitOfLength) {
    uploadModel(file: $file, unit: $unit) {
      __typename
      ... on UploadModelSuccess {
        task {
          id
        }
        modelFile {
          id
        }
      }
      ... on FileRejected {
        code
        message
      }
    }
  }
`);

export const AnalysisProgressDocument = graphql(`
  subscription AnalysisProgress($taskId: ID!) {
    analysisProgress(taskId: $taskId) {
      id
      status
      stage
      phase
      message
      progress
      error {
        code
        message
      }
    }
  }
`);
