import { graphql } from "../gql";

export const WallThicknessImageDocument = graphql(`
  query WallThicknessImage(
    $id: ID!
    $axis: Axis!
    $direction: AxisDirection!
    $rotation: Int!
    $scale: Float!
    $unit: UnitOfLength
    $printModeId: ID
  ) {
    modelFile(id: $id) {
      id
      wallThicknessImageUrl(
        axis: $axis
        direction: $direction
        rotation: $rotation
        scale: $scale
        unit: $unit
        printModeId: $printModeId
      )
    }
  }
`);

export const RepairImageDocument = graphql(`
  query RepairImage($id: ID!, $axis: Axis!, $direction: AxisDirection!, $rotation: Int!) {
    modelFile(id: $id) {
      id
      repairInfo {
        image(axis: $axis, direction: $direction, rotation: $rotation)
      }
    }
  }
`);
